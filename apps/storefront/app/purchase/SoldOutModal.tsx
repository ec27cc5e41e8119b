import type { SoldOutSet } from "@bedsmade/form-rules";
import type { Product, SizeGroup } from "../commerce/types";
import { EmailCaptureModal } from "../layout/modals/EmailCaptureModal";
import { useShell } from "../layout/shell-context";
import { useHydrated } from "../ui/useMediaQuery";
import type { BuyState } from "./buy-state";
import { SOLD_OUT_MODAL_ID, soldOutModalId } from "./buy-state";

type SoldOutModalProps = {
  /** The set the shopper asked about: sent with their address, so they hear when that set is back (null until one is). */
  set: SoldOutSet | null;
  open: boolean;
  onClose: () => void;
};

/**
 * The sold-out modal for one set. With script there is one, for the set last asked about; without,
 * one per sold-out set on the step, each opened by its own notify link (`:target`).
 */
export function SoldOutModal({ set, open, onClose }: SoldOutModalProps) {
  const content = useShell().soldOutModal;
  const hydrated = useHydrated();
  if (!content) return null;
  return (
    <EmailCaptureModal
      open={open}
      onClose={onClose}
      content={content}
      source="sold-out"
      set={set ?? undefined}
      id={hydrated || !set ? SOLD_OUT_MODAL_ID : soldOutModalId(set)}
    />
  );
}

/** The sold-out sets a step's tiles offer: whole sizes on step 1, depths of the chosen size on step 2. */
export function soldOutSetsOnStep(state: BuyState, product: Product | null, sizeGroup: SizeGroup | null): SoldOutSet[] {
  if (state.step === 1 && product) {
    return product.sizes
      .filter((group) => !group.available)
      .map((group) => ({ line: state.line, size: group.size, depth: "" }));
  }
  if (state.step === 2 && sizeGroup) {
    return sizeGroup.depths
      .filter((choice) => !choice.availableForSale)
      .map((choice) => ({ line: state.line, size: sizeGroup.size, depth: choice.variantKey }));
  }
  return [];
}
