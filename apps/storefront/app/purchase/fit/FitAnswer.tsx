import { useHydrated } from "../../ui/useMediaQuery";
import type { ProductLineKey, SoldOutSet } from "@bedsmade/form-rules";
import { soldOutModalId } from "../buy-state";
import { SoldOutModal } from "../SoldOutModal";
import { SOLD_OUT_LABEL } from "../labels";
import type { FitAnswer } from "./fit-rule";
import { Link } from "../../ui/Link";

type FitAnswerViewProps = {
  answer: FitAnswer;
  /** Where "Use this" leads: the flow's next step with the size and depth chosen. */
  useHref: string;
  /** The shopper chose the set: the browser remembers the measurements for next time. */
  onUse: () => void;
  /** The product the finder answers for: with the answer's size and depth, the set a sold-out request names. */
  line: ProductLineKey;
  onSoldOut: (set: SoldOutSet) => void;
};

const NOTIFY_LABEL = "Notify me when it's back";

/** The fit finder's answer: the set with its reason, a sold-out set's email capture, or the way to ask us. */
export function FitAnswerView({ answer, useHref, onUse, line, onSoldOut }: FitAnswerViewProps) {
  const hydrated = useHydrated();
  if (answer.kind !== "fits") {
    return (
      <div className="fit-answer">
        <p>{answer.reason}</p>
        <a className="button button--secondary" href={answer.contactHref}>
          Contact us with your measurements
        </a>
      </div>
    );
  }
  const { choice } = answer;
  const set = { line, size: choice.size, depth: choice.depth };
  const title = `${choice.sizeLabel}, ${choice.depthLabel}`;
  return (
    <div className="fit-answer">
      <p className="fit-answer__title">
        <strong>{title}</strong>
        {answer.soldOut ? <span className="buy-tile__badge">{SOLD_OUT_LABEL}</span> : null}
      </p>
      <p>{answer.reason}</p>
      {/* A sold-out set never reaches the cart: the shopper may ask to hear when it is back instead. */}
      {answer.soldOut && hydrated ? (
        <button type="button" className="button button--secondary" onClick={() => onSoldOut(set)}>
          {NOTIFY_LABEL}
        </button>
      ) : null}
      {answer.soldOut && !hydrated ? (
        <>
          <a className="button button--secondary" href={`#${soldOutModalId(set)}`}>
            {NOTIFY_LABEL}
          </a>
          {/* Outside the finder's form, so its own form is not nested in another. */}
          <SoldOutModal set={set} open={false} onClose={() => undefined} />
        </>
      ) : null}
      {answer.soldOut ? null : (
        <Link className="button button--primary" to={useHref} aria-label={`Use this: ${title}`} onClick={onUse}>
          Use this
        </Link>
      )}
    </div>
  );
}
