import { ApiError, GoogleGenAI } from '@google/genai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_READING, startFakeGemini } from '../fake-gemini/server.mjs';

// The fake must speak the protocol the real SDK expects, or every later integration test lies.
type Fake = Awaited<ReturnType<typeof startFakeGemini>>;
let fake: Fake;

beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

function client(timeout = 2000) {
  return new GoogleGenAI({ apiKey: 'test-key', httpOptions: { baseUrl: fake.url, apiVersion: 'v1', timeout } });
}

const config = { temperature: 0.7, maxOutputTokens: 500, topP: 0.8, topK: 40 };

describe('fake Gemini server with the real SDK', () => {
  it('answers generateContent and receives the key, model and generation settings', async () => {
    const result = await client().models.generateContent({ model: 'gemini-2.5-flash', contents: 'Read my cards', config });
    expect(result.text).toBe(FAKE_READING.join(''));
    const [request] = fake.requests;
    expect(request).toMatchObject({ apiVersion: 'v1', model: 'gemini-2.5-flash', apiKey: 'test-key' });
    expect(request!.body).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: 'Read my cards' }] }],
      generationConfig: config,
    });
  });

  it('streams over SSE chunk by chunk', async () => {
    const stream = await client().models.generateContentStream({ model: 'gemini-2.5-flash', contents: 'Read my cards' });
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk.text ?? '');
    expect(chunks).toEqual(FAKE_READING);
  });

  it.each([
    ['error500', 500],
    ['error429', 429],
  ])('fails with ApiError on %s', async (mode, status) => {
    const call = client().models.generateContent({ model: 'm-flash', contents: `[[fake:${mode}]]` });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status });
  });

  it('gives no text for an empty candidate list or a safety block', async () => {
    for (const mode of ['empty', 'safety']) {
      const result = await client().models.generateContent({ model: 'm-flash', contents: `[[fake:${mode}]]` });
      expect(result.text).toBeUndefined();
    }
  });

  it('breaks on malformed JSON', async () => {
    await expect(client().models.generateContent({ model: 'm-flash', contents: '[[fake:malformed]]' })).rejects.toThrow();
  });

  it('delivers the first chunks, then throws, when the stream fails midway', async () => {
    const stream = await client().models.generateContentStream({ model: 'm-flash', contents: '[[fake:midstream]]' });
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of stream) chunks.push(chunk.text ?? '');
      })(),
    ).rejects.toThrow();
    expect(chunks).toEqual([FAKE_READING[0]]);
  });

  it('hangs until the client gives up', async () => {
    const started = Date.now();
    await expect(client(300).models.generateContent({ model: 'm-flash', contents: '[[fake:hang]]' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a request without a key', async () => {
    const response = await fetch(`${fake.url}/v1/models/m-flash:generateContent`, {
      method: 'POST',
      body: JSON.stringify({ contents: [{ parts: [{ text: 'hi' }] }] }),
    });
    expect(response.status).toBe(403);
  });
});
