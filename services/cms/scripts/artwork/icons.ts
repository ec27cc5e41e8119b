/** The interface icons: 24×24 stroke icons in currentColor, so they take the colour of the text around them. */
import { svgDocument, path } from "./svg.js";

const iconPaths: Record<string, string> = {
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20c.8-3.5 3.8-5.5 7.5-5.5s6.7 2 7.5 5.5",
  cart: "M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2M9.5 20.2a.8.8 0 1 0 0-1.6.8.8 0 0 0 0 1.6ZM17 20.2a.8.8 0 1 0 0-1.6.8.8 0 0 0 0 1.6Z",
  tick: "M4.5 12.5l4.8 4.8L19.5 7",
  instagram:
    "M7.5 3.5h9a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-9a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4ZM12 15.6a3.6 3.6 0 1 0 0-7.2 3.6 3.6 0 0 0 0 7.2ZM17.1 6.9h.01",
  facebook: "M14.5 8.5h2.5V5h-2.5a4 4 0 0 0-4 4v2H8v3.5h2.5V21H14v-6.5h2.6l.6-3.5H14V9.2a.7.7 0 0 1 .5-.7Z",
  pinterest:
    "M12 3.5a8.5 8.5 0 0 0-3.1 16.4M12 3.5a8.5 8.5 0 1 1-2.6 16.6M10.8 9.5c.4-1.8 1.8-2.7 3.3-2.4 1.7.3 2.6 1.9 2.2 3.8-.5 2.2-2 3.4-3.5 3.1-1.1-.2-1.6-1.1-1.3-2.3M11.5 11.5l-2.2 9",
  email: "M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1ZM3.5 7l8.5 6.5L20.5 7",
  phone:
    "M7.2 3.5h-2a1.5 1.5 0 0 0-1.5 1.6c.6 8 6.9 14.3 14.9 14.9a1.5 1.5 0 0 0 1.6-1.5v-2a1.5 1.5 0 0 0-1.1-1.4l-2.7-.8a1.5 1.5 0 0 0-1.5.4l-1 1a11 11 0 0 1-5-5l1-1a1.5 1.5 0 0 0 .4-1.5l-.8-2.7A1.5 1.5 0 0 0 7.2 3.5Z",
  location:
    "M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11ZM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  shipping:
    "M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7M6.5 18.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6ZM17 18.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Z",
  returns: "M9 5.5 4.5 10 9 14.5M4.5 10h10a5 5 0 0 1 0 10H11",
  sizing: "M3 9h18v6H3zM7 9v3M11 9v3M15 9v3M19 9v3M5 9v1.8M9 9v1.8M13 9v1.8M17 9v1.8",
  care: "M4 8.5h16l-1.7 10a1.5 1.5 0 0 1-1.5 1.3H7.2a1.5 1.5 0 0 1-1.5-1.3L4 8.5ZM4 8.5c1.3-1.3 2.7-1.3 4 0s2.7 1.3 4 0 2.7-1.3 4 0 2.7 1.3 4 0M12 4V2.5",
  product:
    "M4 15.5h16a1.5 1.5 0 0 1 0 3H4a1.5 1.5 0 0 1 0-3ZM5 11.5h14a1.5 1.5 0 0 1 0 3H5a1.5 1.5 0 0 1 0-3ZM6 7.5h12a1.5 1.5 0 0 1 0 3H6a1.5 1.5 0 0 1 0-3Z",
  quality: "M12 3.5l2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 15.9l-4.8 2.5.9-5.4-3.9-3.8 5.4-.8Z",
  packaging:
    "M3.5 9.5h17v11h-17zM2.5 6.5h19v3h-19zM12 6.5v14M12 6.5C10.5 3 7 3 7 5s3.5 1.5 5 1.5ZM12 6.5c1.5-3.5 5-3.5 5-1.5s-3.5 1.5-5 1.5Z",
};

export function icon(name: string): () => string {
  const d = iconPaths[name];
  if (d === undefined) throw new Error(`unknown icon ${name}`);
  return () =>
    svgDocument({ width: 24, height: 24 }, [
      path(d, {
        fill: "none",
        stroke: "currentColor",
        "stroke-width": 1.5,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
    ]);
}

export const iconNames = Object.keys(iconPaths);
