import type { SoldOutSet } from "@bedsmade/form-rules";
import type { Product, SizeGroup } from "../commerce/types";
import { EmailCaptureModal } from "../layout/EmailCaptureModal";
import { useShell } from "../layout/shell-context";
import { useHydrated } from "../ui/useMediaQuery";
import type { BuyState } from "./buy-state";
import { SOLD_OUT_MODAL_ID, soldOutModalId } from "./buy-state";

type SoldOutModalProps = {
  /** Sent with the address, so the shopper hears when that set is back; null until one is asked about. */
  set: SoldOutSet | null;
  open: boolean;
  onClose: () => void;
};

/** With script one modal, for the set last asked about; without, one per set, opened by `:target`. */
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
