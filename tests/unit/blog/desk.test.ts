// The desk's client side: what the browser sends and how it reads the server's answers. The
// server is a function here; tests/integration/session.test.ts and the e2e specs use the real one.
import { describe, expect, it } from 'vitest';
import { publishForEveryone, sessionStatus, signIn, type Desk } from '@/lib/blog/desk';
import { emptyFields } from '@/lib/blog/editor/draft';

function deskAnswering(answer: () => Response | Promise<Response>) {
  const sent: { path: string; init: RequestInit }[] = [];
  const desk: Desk = {
    locale: 'it',
    unreachable: 'Server non raggiungibile',
    fetch: async (path, init) => {
      sent.push({ path, init });
      return answer();
    },
  };
  return { desk, sent };
}

describe('the desk client', () => {
  it('asks in the page’s language, sends JSON, never caches', async () => {
    const { desk, sent } = deskAnswering(() => Response.json({ enabled: true, signedIn: true }));
    expect(await signIn(desk, 'the-key')).toEqual({ ok: true, value: { enabled: true, signedIn: true } });
    expect(sent[0]).toMatchObject({
      path: '/api/blog/session',
      init: {
        method: 'POST',
        body: '{"key":"the-key"}',
        cache: 'no-store',
        headers: { 'accept-language': 'it', 'content-type': 'application/json' },
      },
    });
  });

  it('publishes the editor’s fields with the chosen language, in the publish API’s own request', async () => {
    const { desk, sent } = deskAnswering(() =>
      Response.json({ id: 'luna', locale: 'es', url: 'https://x/es/blog/luna', created: true }, { status: 201 }),
    );
    const fields = { ...emptyFields, id: 'luna', title: 'Luna', content: '<p>Hola</p>' };
    expect(await publishForEveryone(desk, fields, 'es')).toMatchObject({ ok: true, value: { id: 'luna', created: true } });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ ...fields, locale: 'es' });
    expect(sent[0]!.path).toBe('/api/blog/publish');
  });

  it('gives the server’s reason for a refusal, and its own words when the answer says nothing usable', async () => {
    const refused = deskAnswering(() => Response.json({ error: 'Chiave sbagliata' }, { status: 401 }));
    expect(await signIn(refused.desk, 'x')).toEqual({ ok: false, status: 401, error: 'Chiave sbagliata' });
    const proxyPage = deskAnswering(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await sessionStatus(proxyPage.desk)).toEqual({ ok: false, status: 502, error: 'Server non raggiungibile' });
    const offline = deskAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sessionStatus(offline.desk)).toEqual({ ok: false, status: 0, error: 'Server non raggiungibile' });
    const malformed = deskAnswering(() => Response.json({ signedIn: 'yes' }));
    expect(await sessionStatus(malformed.desk)).toEqual({ ok: false, status: 200, error: 'Server non raggiungibile' });
  });
});
