import type { CartNotice } from "../commerce/types";

/** What the shop said about the last change (an invalid code, a sold-out set, an unreachable shop). */
export function CartNotices({ notices }: { notices: CartNotice[] }) {
  return (
    <div className="cart-notices" role="alert">
      {notices.map((notice, index) => (
        <p key={`${notice.code ?? "notice"}-${index}`} className={`cart-notice cart-notice--${notice.kind}`}>
          {notice.message}
        </p>
      ))}
    </div>
  );
}
