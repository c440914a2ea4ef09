import { FloorText } from './floor-text';

/** The floor page with React alone: the same text and list as the stack page, no other library. */
export function ReactPage() {
  return (
    <main>
      <h1>Hartslag</h1>
      <FloorText />
      <ul>
        {Array.from({ length: 20 }, (_, i) => (
          <li key={i}>Lid {i}: een korte beschrijving van een profiel met wat tekst erbij.</li>
        ))}
      </ul>
    </main>
  );
}
