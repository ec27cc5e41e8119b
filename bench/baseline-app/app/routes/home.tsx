export function meta() {
  return [{ title: "Baseline" }, { name: "description", content: "A minimal React Router 7 page for comparison." }];
}

export default function Home() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>The smallest server-rendered React Router 7 page, built and served like the storefront.</p>
    </main>
  );
}
