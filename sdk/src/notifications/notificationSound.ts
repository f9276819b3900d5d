/** The short chime of SPEC §4 'A rise in unread count plays a short sound', synthesised with Web Audio. */

export type AudioContextFactory = () => AudioContext;

const CHIME_NOTES_HZ = [880, 1320];
const NOTE_SECONDS = 0.09;
const PEAK_GAIN = 0.08;

let sharedContext: AudioContext | null = null;

function defaultContext(): AudioContext {
  sharedContext ??= new AudioContext();
  return sharedContext;
}

/**
 * Plays two quick notes. Browsers refuse audio before the user has interacted with the page, and some
 * have no Web Audio at all: the sound is a courtesy, so any failure is silent.
 */
export function playNotificationSound(createContext: AudioContextFactory = defaultContext): void {
  try {
    const context = createContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    CHIME_NOTES_HZ.forEach((frequency, index) => {
      const noteStart = start + index * NOTE_SECONDS;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, noteStart);
      gain.gain.setValueAtTime(0, noteStart);
      gain.gain.linearRampToValueAtTime(PEAK_GAIN, noteStart + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, noteStart + NOTE_SECONDS);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(noteStart);
      oscillator.stop(noteStart + NOTE_SECONDS);
    });
  } catch {
    // No sound is better than an error for a notification that is already on screen.
  }
}
