/** a line of a stored text that is an item of a list: "• " or "- " at its start */
const BULLET = /^\s*[•-]\s+/

/**
 * Stored texts keep paragraphs apart with blank lines; a block whose every line begins with a bullet
 * ("• ", "- ") is a list, and is shown and announced as one (the cookies policy's kinds of cookie ran
 * together in one paragraph, their line breaks lost).
 */
export function Paragraphs({ text }: { text: string | null | undefined }) {
  if (!text) return null
  return (
    <>
      {text.split(/\n{2,}/).map((block, index) => {
        const lines = block.split("\n").filter((line) => line.trim())
        if (lines.length > 1 && lines.every((line) => BULLET.test(line)))
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>{line.replace(BULLET, "")}</li>
              ))}
            </ul>
          )
        return <p key={index}>{block}</p>
      })}
    </>
  )
}
