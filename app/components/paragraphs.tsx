/** Stored texts keep paragraphs apart with blank lines. */
export function Paragraphs({ text }: { text: string | null | undefined }) {
  if (!text) return null
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  )
}
