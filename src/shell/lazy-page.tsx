import { Alert, Button } from '@mui/material';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';

/** Spec §9: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs = CHUNK_TIMEOUT_MS) {
  return lazy(() => Promise.race([load(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`page chunk not loaded after ${timeoutMs} ms`)), timeoutMs))]));
}

function ChunkFailed() {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      data-testid="chunk-failed"
      action={
        <Button color="inherit" onClick={() => window.location.reload()}>
          {translate('gondola.shell.reload')}
        </Button>
      }
    >
      {translate('gondola.shell.chunkFailed')}
    </Alert>
  );
}

/** A failed page load offers a reload instead of a blank screen. */
export class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}

/** Where a lazily loaded page renders: a spinner while it loads, a reload offer if it fails. */
export function LazyBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ChunkBoundary>
  );
}

/** A lazily loaded component that renders inside its own LazyBoundary, props passed through. */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Screen = lazyPage<P>(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level (lazy-screens.tsx, the resource screens map), never during a render.
  return function LazyScreen(props: P) {
    return (
      <LazyBoundary>
        <Screen {...props} />
      </LazyBoundary>
    );
  };
}
