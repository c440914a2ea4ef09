/** An auth card's heading with the muted line under it that says what the card asks. */
export function AuthCardHead({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div>
      <h1 id={id}>{title}</h1>
      <p className="muted" style={{ marginTop: 8 }}>
        {intro}
      </p>
    </div>
  );
}
