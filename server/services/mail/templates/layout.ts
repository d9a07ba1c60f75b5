import type { TLang } from '../../../../shared/i18n';

export type TRenderedMail = { subject: string; text: string; html: string };

/** The parts every mail shares; all strings are plain text and are escaped here. */
export type TMailContent = {
  locale: TLang;
  subject: string;
  /** the preview line mail clients show next to the subject */
  preview: string;
  heading: string;
  /** the recipient's name, for the greeting; empty gives a neutral greeting */
  name: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** paragraphs after the button */
  after?: string[];
  /** why the recipient got this mail, shown in the footer */
  reason: string;
};

export const supportEmail = 'hola@marea.boats';
const company = 'Marea Marketplace S.L. · Carrer de la Marina 19, 08005 Barcelona';
const navy = '#0b2540';
const sea = '#0b8caa';
const coral = '#c4401d';
const muted = '#5b6b7c';
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const copy = {
  es: {
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    signoff: 'Un saludo,\nEl equipo de Marea',
    fallback: 'Si el botón no funciona, copia y pega este enlace en tu navegador:',
  },
  en: {
    hello: (name: string) => (name ? `Hi ${name},` : 'Hi there,'),
    signoff: 'Best wishes,\nThe Marea team',
    fallback: "If the button doesn't work, copy and paste this link into your browser:",
  },
} satisfies Record<TLang, unknown>;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text to HTML, safe both between tags and inside quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

const paragraph = (text: string, color = navy, size = 16) =>
  `<p style="margin:0 0 16px;font-family:${font};font-size:${size}px;line-height:1.6;color:${color};">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

// A table button with bgcolor: Outlook ignores padding and background on <a>, not on <td>.
function button(label: string, url: string): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;"><tr><td bgcolor="${coral}" style="border-radius:8px;background:${coral};"><a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${font};font-size:16px;font-weight:bold;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a></td></tr></table>`;
}

function actionBlock(content: TMailContent): string {
  if (!content.action) return '';
  const { label, url } = content.action;
  const isWebLink = /^https?:/i.test(url);
  const fallback = isWebLink
    ? `${paragraph(copy[content.locale].fallback, muted, 13)}<p style="margin:0 0 24px;font-family:${font};font-size:13px;line-height:1.5;word-break:break-all;"><a href="${escapeHtml(url)}" target="_blank" style="color:${sea};">${escapeHtml(url)}</a></p>`
    : '';
  return button(label, url) + fallback;
}

/** The responsive, table-based HTML version: inline styles only, as mail clients strip the rest. */
export function renderHtml(content: TMailContent): string {
  const t = copy[content.locale];
  const body = [
    paragraph(t.hello(content.name)),
    ...content.paragraphs.map((p) => paragraph(p)),
    actionBlock(content),
    ...(content.after ?? []).map((p) => paragraph(p)),
    paragraph(t.signoff),
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="${content.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f6f8;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" bgcolor="#f3f6f8" style="background:#f3f6f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;width:100%;">
<tr><td style="padding:0 8px 16px;font-family:${font};font-size:26px;font-weight:bold;letter-spacing:-0.5px;color:${navy};">Marea<span style="color:${sea};">.</span></td></tr>
<tr><td bgcolor="#ffffff" style="background:#ffffff;border-radius:12px;border-top:4px solid ${sea};padding:32px 28px;">
<h1 style="margin:0 0 20px;font-family:${font};font-size:22px;line-height:1.3;color:${navy};">${escapeHtml(content.heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:20px 8px 0;">
${paragraph(content.reason, muted, 12)}
${paragraph(company, muted, 12)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The plain-text version, complete on its own: clients that block HTML show only this. */
export function renderText(content: TMailContent): string {
  const t = copy[content.locale];
  const { action } = content;
  // A bare address reads better than a mailto: URL in plain text.
  const target = action?.url.replace(/^mailto:/i, '');
  const actionLines = action ? [`${action.label}:\n${target}`] : [];
  return [
    t.hello(content.name),
    ...content.paragraphs,
    ...actionLines,
    ...(content.after ?? []),
    t.signoff,
    '-- ',
    `${content.reason}\n${company}`,
  ].join('\n\n');
}

export function renderMailContent(content: TMailContent): TRenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}
