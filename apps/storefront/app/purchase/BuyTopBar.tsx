import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Logo } from "../layout/Logo";
import { useShell } from "../layout/shell-context";
import { Dialog } from "../ui/Dialog";
import { useHydrated } from "../ui/useMediaQuery";
import type { BuyStep } from "./buy-state";
import { STEP_GROUPS } from "./labels";

/** The buy-exit confirmation goes home 1 s after Yes. */
const EXIT_DELAY_MS = 1000;

function ExitConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const headingId = useId();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function leave() {
    onClose();
    timer.current = setTimeout(() => navigate("/"), EXIT_DELAY_MS);
  }

  return (
    <Dialog open={open} onClose={onClose} labelledBy={headingId} className="buy-exit" hideCloseButton>
      <h2 id={headingId} className="buy-exit__question">
        Are you sure you want to leave?
      </h2>
      <div className="buy-exit__buttons">
        <button type="button" className="button button--primary" onClick={leave}>
          Yes, I&apos;m sure
        </button>
        <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
          No, return
        </button>
      </div>
    </Dialog>
  );
}

/** The flow's own top bar (the site header is hidden on /buy): logo, the four numbered steps, Exit. */
export function BuyTopBar({ step, labels }: { step: BuyStep; labels: readonly string[] }) {
  const shell = useShell();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  return (
    <header className="buy-bar">
      <Logo media={shell.header?.logo ?? null} className="buy-bar__logo" />
      <nav aria-label="Purchase steps" className="buy-bar__steps">
        <ol>
          {STEP_GROUPS.map((steps, index) => {
            const current = steps.includes(step);
            const done = !current && (steps.at(-1) ?? 0) < step;
            return (
              <li
                key={index}
                className={[
                  "buy-bar__step",
                  current ? "buy-bar__step--current" : null,
                  done ? "buy-bar__step--done" : null,
                ]
                  .filter(Boolean)
                  .join(" ")}
                aria-current={current ? "step" : undefined}
              >
                <span className="buy-bar__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="buy-bar__label">{labels[index]}</span>
              </li>
            );
          })}
        </ol>
      </nav>
      {hydrated ? (
        <button type="button" className="buy-bar__exit" onClick={() => setConfirming(true)}>
          Exit
        </button>
      ) : (
        <a href="/" className="buy-bar__exit">
          Exit
        </a>
      )}
      <ExitConfirm open={confirming} onClose={() => setConfirming(false)} />
    </header>
  );
}
