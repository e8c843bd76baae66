import { skyMoving, skyReady, type SkyMessage } from './sky-messages';
import { skyLoop, type SkySize } from './sky-loop';

const REDUCED = '(prefers-reduced-motion: reduce)';

const windowSize = (): SkySize => ({ width: window.innerWidth, height: window.innerHeight, ratio: window.devicePixelRatio || 1 });

/**
 * Draws the drifting particles on `canvas`, sized to the window: in a worker where the canvas can
 * be handed to one (its frames then cost the page's thread nothing), else here. They move only
 * while the tab is visible and the visitor has not asked for reduced motion; otherwise one still
 * frame stays. Returns the function that stops it all.
 */
export function startSky(canvas: HTMLCanvasElement): () => void {
  const reduced = window.matchMedia(REDUCED);
  const moving = () => !document.hidden && !reduced.matches;
  // Whether the particles move, as the canvas says it (a worker says it once its frames have stopped or started).
  const say = (move: boolean) => (canvas.dataset.animating = String(move));
  const sky = offThread(canvas, moving(), say) ?? onThisThread(canvas, moving(), say);

  const resize = () => sky.resize(windowSize());
  const follow = () => sky.motion(moving());
  window.addEventListener('resize', resize);
  document.addEventListener('visibilitychange', follow);
  reduced.addEventListener('change', follow);
  return () => {
    sky.stop();
    window.removeEventListener('resize', resize);
    document.removeEventListener('visibilitychange', follow);
    reduced.removeEventListener('change', follow);
  };
}

interface Sky {
  resize(size: SkySize): void;
  motion(moving: boolean): void;
  stop(): void;
}

/**
 * The sky in a worker, where the canvas can be handed over: handed over once the worker says it is
 * running, so a worker that fails to start leaves the canvas to this thread.
 */
function offThread(canvas: HTMLCanvasElement, moving: boolean, say: (moving: boolean) => void): Sky | undefined {
  if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function') return undefined;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./sky.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return undefined;
  }
  let size = windowSize();
  let move = moving;
  let started = false;
  let here: Sky | undefined;
  let stopped = false;
  const send = (message: SkyMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const said = skyMoving.safeParse(event.data);
    if (said.success) return say(said.data.moving);
    if (started || stopped || !skyReady.safeParse(event.data).success) return;
    started = true;
    const offscreen = canvas.transferControlToOffscreen();
    send({ type: 'start', canvas: offscreen, moving: move, ...size }, [offscreen]);
  });
  worker.addEventListener('error', () => {
    worker.terminate();
    if (!started && !stopped) here = onThisThread(canvas, move, say);
  });
  return {
    resize: (next) => {
      size = next;
      if (here) here.resize(next);
      else if (started) send({ type: 'resize', ...next });
    },
    motion: (next) => {
      move = next;
      if (here) here.motion(next);
      else if (started) send({ type: 'motion', moving: next });
    },
    stop: () => {
      stopped = true;
      worker.terminate();
      here?.stop();
    },
  };
}

/** The sky on the page's thread, a frame asked for only when one is due. */
function onThisThread(canvas: HTMLCanvasElement, moving: boolean, say: (moving: boolean) => void): Sky {
  const sky = skyLoop(canvas, (draw) => {
    const frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  });
  sky.resize(windowSize());
  const motion = (move: boolean) => {
    sky.motion(move);
    say(move);
  };
  motion(moving);
  return { ...sky, motion };
}
