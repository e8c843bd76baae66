// Runs the fake Gemini server on FAKE_GEMINI_PORT (for Playwright's webServer and `npm run bench`).
import { startFakeGemini } from './server.mjs';

const fake = await startFakeGemini({
  port: Number(process.env.FAKE_GEMINI_PORT ?? 0),
  mode: process.env.FAKE_GEMINI_MODE ?? 'ok',
});
console.log(`fake Gemini listening on ${fake.url}`);
