import type { TContentBlock } from '../../content/types';

/** Renders the blocks of an information page with readable typography. */
export function ContentBlocks({ blocks }: { blocks: TContentBlock[] }) {
  return (
    <div className="space-y-5 text-[16px] leading-relaxed text-ink-700">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return (
              <h2 key={index} className="pt-6 text-2xl font-bold tracking-tight text-ink-900">
                {block.text}
              </h2>
            );
          case 'p':
            return <p key={index}>{block.text}</p>;
          case 'ul':
            return (
              <ul key={index} className="list-disc space-y-2 pl-6 marker:text-sea-600">
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          case 'qa':
            return (
              <details
                key={index}
                className="group rounded-2xl bg-white p-5 ring-1 ring-ink-100 open:shadow-card"
              >
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-ink-900">
                  {block.q}
                  <span
                    aria-hidden="true"
                    className="mt-0.5 text-xl leading-none text-sea-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="mt-3 text-ink-600">{block.a}</p>
              </details>
            );
          case 'table':
            return (
              <div key={index} className="overflow-x-auto rounded-2xl ring-1 ring-ink-100">
                <table className="w-full min-w-[36rem] text-left text-sm">
                  <thead className="bg-ink-50 text-ink-900">
                    <tr>
                      {block.head.map((cell, i) => (
                        <th key={i} scope="col" className="px-4 py-3 font-semibold">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-100">
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) => (
                          <td
                            key={c}
                            className={`px-4 py-3 align-top ${c === 0 ? 'font-mono text-[13px] text-ink-900' : ''}`}
                          >
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
