// Small but valid PDF documents (one A4 page, two lines of Helvetica text), so that a client's
// "open document" path downloads a real file. Byte offsets in the xref table are exact.

/** Windows-1252 bytes that differ from Latin-1 (the PDF's WinAnsiEncoding), for typographic marks. */
const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  œ: 0x9c,
  Œ: 0x8c,
};

function winAnsiByte(ch: string): number {
  const mapped = CP1252[ch];
  if (mapped !== undefined) return mapped;
  const code = ch.codePointAt(0) ?? 0x3f;
  if (code === 0xa0 || code === 0x202f) return 0x20; // (narrow) no-break spaces
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa1 && code <= 0xff) ? code : 0x3f; // else "?"
}

/** A PDF literal string's bytes: WinAnsi, with (, ) and \ escaped. */
function pdfString(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const b = winAnsiByte(ch);
    if (b === 0x28 || b === 0x29 || b === 0x5c) bytes.push(0x5c);
    bytes.push(b);
  }
  return Buffer.from(bytes);
}

export function buildPdf(title: string, subtitle: string): Buffer {
  const content = Buffer.concat([
    Buffer.from('BT /F1 15 Tf 56 780 Td ('),
    pdfString(title),
    Buffer.from(') Tj /F1 10 Tf 0 -22 Td ('),
    pdfString(subtitle),
    Buffer.from(') Tj ET\n'),
  ]);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('endstream')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  ];
  // The second line's high bytes tell tools the file is binary, as the PDF spec recommends.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(parts);
}
