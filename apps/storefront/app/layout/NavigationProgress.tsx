import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** The bar waits 200 ms, so quick navigations never flash it. */
const SHOW_AFTER_MS = 200;

/** The navigation progress bar, driven by React Router's navigation state. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [busy]);

  return busy && visible ? <div className="nav-progress" role="progressbar" aria-label="Loading page" /> : null;
}
