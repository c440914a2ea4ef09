/** The page's paragraph, the same on every floor page. */
export function FloorText() {
  return <p>Maak een profiel, zoek leden in je regio, like en chat live. Deze pagina meet wat de bibliotheken alleen kosten.</p>;
}
