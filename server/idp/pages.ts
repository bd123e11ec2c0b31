import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';

export type PageLanguage = 'en' | 'de';

const TEXT = {
  en: {
    title: 'Sign in to Gondola',
    demo: 'Demo identity provider. Every account below uses the password',
    username: 'Account',
    password: 'Password',
    submit: 'Sign in',
    invalid: 'Unknown account or wrong password.',
    tooMany: 'Too many sign-in attempts for this account; try again in {s} seconds.',
    account: 'Account',
    roles: 'Roles',
    purpose: 'For',
    noRoles: 'none',
    logoutTitle: 'Signing out of Gondola…',
    logoutButton: 'Sign out',
    loggedOut: 'You are signed out.',
    back: 'Back to Gondola',
    errorTitle: 'Sign-in error',
  },
  de: {
    title: 'Bei Gondola anmelden',
    demo: 'Demo-Anmeldedienst. Alle Konten unten verwenden das Passwort',
    username: 'Konto',
    password: 'Passwort',
    submit: 'Anmelden',
    invalid: 'Unbekanntes Konto oder falsches Passwort.',
    tooMany: 'Zu viele Anmeldeversuche für dieses Konto; bitte in {s} Sekunden erneut versuchen.',
    account: 'Konto',
    roles: 'Rollen',
    purpose: 'Wofür',
    noRoles: 'keine',
    logoutTitle: 'Abmeldung von Gondola…',
    logoutButton: 'Abmelden',
    loggedOut: 'Sie sind abgemeldet.',
    back: 'Zurück zu Gondola',
    errorTitle: 'Anmeldefehler',
  },
} as const;

export const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function pickLanguage(uiLocales: unknown, acceptLanguage: unknown): PageLanguage {
  const wanted = `${typeof uiLocales === 'string' ? uiLocales : ''} ${typeof acceptLanguage === 'string' ? acceptLanguage : ''}`.trim();
  const first = wanted.split(/[\s,;]+/).find((tag) => /^(en|de)\b/i.test(tag));
  return first?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

const STYLE = `body{font-family:Roboto,'Segoe UI',system-ui,sans-serif;background:#eef2f7;color:#1c2430;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 10px 30px rgb(0 0 0/.12);padding:28px;max-width:640px;width:calc(100% - 32px);box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 12px}label{display:block;font-weight:600;margin:14px 0 4px}select,input{width:100%;padding:10px;border:1px solid #9aa5b1;border-radius:6px;font-size:1rem;box-sizing:border-box}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:8px;background:#0d47a1;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.error{background:#fdecea;color:#7a1c12;padding:10px 12px;border-radius:8px;margin:8px 0}.hint{color:#55606e}code{background:#eef2f7;padding:1px 6px;border-radius:4px}
table{border-collapse:collapse;width:100%;margin-top:18px;font-size:.875rem}th,td{text-align:left;padding:6px;border-bottom:1px solid #e1e6ec}a{color:#0d47a1}`;

function page(language: PageLanguage, title: string, body: string, script?: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script ? `<script src="${script}"></script>` : ''}</body></html>`;
}

/** `error`: wrong credentials (true), or the seconds to wait after too many attempts. */
export function signInPage(options: { language: PageLanguage; action: string; error?: boolean | { retryAfterS: number }; username?: string }): string {
  const t = TEXT[options.language];
  const rows = DEMO_USERS.map(
    (u) =>
      `<tr><td><code>${escapeHtml(u.username)}</code><br>${escapeHtml(u.name)} &lt;${escapeHtml(u.email)}&gt;</td><td>${escapeHtml(u.roles.join(', ') || t.noRoles)}</td><td>${escapeHtml(u.purpose[options.language])}</td></tr>`,
  ).join('');
  const options_ = DEMO_USERS.map(
    (u) => `<option value="${escapeHtml(u.username)}"${u.username === options.username ? ' selected' : ''}>${escapeHtml(`${u.username} — ${u.name}`)}</option>`,
  ).join('');
  return page(
    options.language,
    t.title,
    `<h1>${t.title}</h1>
<p class="hint">${t.demo} <code>${DEMO_PASSWORD}</code>.</p>
${options.error ? `<p class="error" role="alert">${options.error === true ? t.invalid : t.tooMany.replace('{s}', String(options.error.retryAfterS))}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off">
<label for="username">${t.username}</label><select id="username" name="username">${options_}</select>
<label for="password">${t.password}</label><input id="password" name="password" type="password" required>
<button type="submit">${t.submit}</button></form>
<table><thead><tr><th>${t.account}</th><th>${t.roles}</th><th>${t.purpose}</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** RP-initiated logout: the provider's hidden form, submitted by a same-origin script (no inline JS under our CSP). */
export function logoutPage(language: PageLanguage, form: string): string {
  const t = TEXT[language];
  return page(
    language,
    t.logoutTitle,
    `<h1>${t.logoutTitle}</h1>${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${t.logoutButton}</button>`,
    '/oidc/assets/logout.js',
  );
}

export const LOGOUT_SCRIPT = `(() => {
  const form = document.getElementById('op.logoutForm');
  if (!form) return;
  const confirm = document.createElement('input');
  confirm.type = 'hidden'; confirm.name = 'logout'; confirm.value = 'yes';
  form.appendChild(confirm);
  form.submit();
})();`;

export function loggedOutPage(language: PageLanguage, home: string): string {
  const t = TEXT[language];
  return page(language, t.loggedOut, `<h1>${t.loggedOut}</h1><p><a href="${escapeHtml(home)}">${t.back}</a></p>`);
}

export function errorPage(language: PageLanguage, error: string, description?: string): string {
  const t = TEXT[language];
  return page(language, t.errorTitle, `<h1>${t.errorTitle}</h1><p class="error">${escapeHtml(error)}${description ? `: ${escapeHtml(description)}` : ''}</p>`);
}
