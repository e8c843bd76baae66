export interface FakeRequest {
  apiVersion: string;
  model: string;
  method: string;
  apiKey?: string;
  mode: string;
  body: { contents: { role: string; parts: { text: string }[] }[]; generationConfig: Record<string, number> };
}

export const FAKE_READING: string[];

export function startFakeGemini(options?: { port?: number; host?: string; mode?: string }): Promise<{
  url: string;
  port: number;
  requests: FakeRequest[];
  close: () => Promise<void>;
}>;
