/** A value of a run (its event, a step's input or output) as indented JSON under its label. */
export function JsonBlock({ label, value }: { label: string; value: unknown }) {
  if (value === undefined || value === null) return null;
  return (
    <details className="artel-flow-json-block" open>
      <summary>{label}</summary>
      <pre className="artel-flow-json">{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}
