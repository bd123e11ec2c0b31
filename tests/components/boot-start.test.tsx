import { afterEach, describe, expect, it } from 'vitest';
import { mayHaveSession } from '@src/auth/auth-session';
import { loadPublicConfig } from '@src/boot/public-config';

const CONFIG = {
  version: '1.0.0',
  environment: 'demo',
  oidc: { authority: 'http://idp.example', clientId: 'gondola-spa', rolesClient: 'gondola', staffEmailDomain: 'gondola.example' },
  supportWidget: null,
};

function pageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'gondola-public-config';
  element.textContent = text;
  document.head.append(element);
}

function answering(body: unknown) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(body));
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
}

afterEach(() => {
  document.getElementById('gondola-public-config')?.remove();
  localStorage.clear();
});

describe('the console start', () => {
  it('takes the sign-in configuration from the page the server sent, without asking for it', async () => {
    pageWith(JSON.stringify(CONFIG));
    const { asked, fetchImpl } = answering({});
    expect(await loadPublicConfig(() => {}, fetchImpl)).toEqual(CONFIG);
    expect(asked).toEqual([]);
    // Taken once: a later start asks the server.
    expect(document.getElementById('gondola-public-config')).toBeNull();
  });

  it('asks /api/public-config when the page has no configuration (a development server) or an unreadable one', async () => {
    const { asked, fetchImpl } = answering(CONFIG);
    expect(await loadPublicConfig(() => {}, fetchImpl)).toEqual(CONFIG);
    pageWith('{not json');
    expect(await loadPublicConfig(() => {}, fetchImpl)).toEqual(CONFIG);
    expect(asked).toEqual(['/api/public-config', '/api/public-config']);
  });

  it('knows a signed-in user may be stored before the configuration names the provider', () => {
    expect(mayHaveSession()).toBe(false);
    localStorage.setItem('gondolaSpaLanguage', 'de');
    expect(mayHaveSession()).toBe(false);
    localStorage.setItem('oidc.user:http://idp.example:gondola-spa', '{}');
    expect(mayHaveSession()).toBe(true);
  });
});
