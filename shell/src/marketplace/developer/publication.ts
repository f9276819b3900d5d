/**
 * Checks a publication before it is sent, with the rules the server applies (SPEC §5 module definition,
 * path /modules/<id>, a SystemJS bundle of at most 2 MB), and builds the request body.
 */
import { type PublishModuleInput, validateModuleDefinition } from '@artel/sdk/host';

export const BUNDLE_MAX_BYTES = 2 * 1024 * 1024;

export type PublicationProblem =
  | { key: 'manifestMissing' | 'manifestJson' | 'bundleMissing' | 'bundleTooLarge' | 'bundleNotSystem' }
  | { key: 'path'; path: string }
  /** A rule of the module definition, in the validator's own (developer-facing) words. */
  | { text: string };

export interface Publication {
  /** Present only when nothing blocks the publication. */
  input: PublishModuleInput | null;
  problems: PublicationProblem[];
  warnings: string[];
}

export interface PublicationFiles {
  manifest: File | null;
  bundle: File | null;
  /** One change per line. */
  changelog: string;
}

/** One character per byte: what btoa encodes, and enough to find the ASCII 'System.register('. */
function binaryString(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return binary;
}

function readFile(file: File, as: 'text' | 'bytes'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(file);
    else reader.readAsArrayBuffer(file);
  });
}

async function readManifest(file: File | null, problems: PublicationProblem[]): Promise<Record<string, unknown> | null> {
  if (!file) {
    problems.push({ key: 'manifestMissing' });
    return null;
  }
  try {
    const parsed: unknown = JSON.parse((await readFile(file, 'text')) as string);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Reported just below, like any manifest that is not an object.
  }
  problems.push({ key: 'manifestJson' });
  return null;
}

async function readBundle(file: File | null, problems: PublicationProblem[]): Promise<string | null> {
  if (!file) {
    problems.push({ key: 'bundleMissing' });
    return null;
  }
  if (file.size > BUNDLE_MAX_BYTES) {
    problems.push({ key: 'bundleTooLarge' });
    return null;
  }
  const binary = binaryString(new Uint8Array((await readFile(file, 'bytes')) as ArrayBuffer));
  if (!binary.includes('System.register(')) {
    problems.push({ key: 'bundleNotSystem' });
    return null;
  }
  return btoa(binary);
}

export async function preparePublication(files: PublicationFiles): Promise<Publication> {
  const problems: PublicationProblem[] = [];
  let warnings: string[] = [];
  const manifest = await readManifest(files.manifest, problems);
  const bundle = await readBundle(files.bundle, problems);
  if (manifest) {
    // The server stores every upload with installMethod 'upload', whatever the manifest says.
    const validation = validateModuleDefinition({ ...manifest, installMethod: 'upload' });
    problems.push(...validation.errors.map((text) => ({ text })));
    warnings = validation.warnings;
    const expectedPath = `/modules/${String(manifest.id)}`;
    if (typeof manifest.id === 'string' && manifest.path !== expectedPath) problems.push({ key: 'path', path: expectedPath });
  }
  if (problems.length > 0 || !manifest || !bundle) return { input: null, problems, warnings };
  const changelog = files.changelog
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    input: { manifest, bundle, ...(changelog.length > 0 ? { changelog } : {}) },
    problems,
    warnings,
  };
}

/** `details` of a refused publication (400 invalid_manifest: { errors, warnings }). */
export function serverManifestProblems(details: unknown): { errors: string[]; warnings: string[] } {
  const { errors, warnings } = (details ?? {}) as { errors?: unknown; warnings?: unknown };
  const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  return { errors: texts(errors), warnings: texts(warnings) };
}
