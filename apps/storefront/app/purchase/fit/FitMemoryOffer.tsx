import { describeMeasurement } from "@bedsmade/form-rules";
import type { RememberedFit } from "./fit-memory";

type FitMemoryOfferProps = { remembered: RememberedFit; onUse: () => void; onForget: () => void };

/** Appears after hydration in the answer's reserved room, so it moves nothing below. */
export function FitMemoryOffer({ remembered, onUse, onForget }: FitMemoryOfferProps) {
  return (
    <div className="fit-answer">
      <p>
        Your last measurements: {describeMeasurement(remembered.measurement)}.{" "}
        <button type="button" className="fit-answer__forget" onClick={onForget}>
          Forget them
        </button>
      </p>
      <button type="button" className="button button--secondary" onClick={onUse}>
        Use my last measurements
      </button>
    </div>
  );
}
