import { Alert, Button } from '@mui/material';
import { Component, createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { lazyModule } from '@src/kit/lazy-module';

/** Spec §9: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A lazily loaded page that can be loaded ahead of its first render. */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A page whose chunk loads on first render — or earlier, through `preload()` — showing the
 * loading spinner meanwhile and a reload offer (the enclosing ChunkBoundary) if it fails. The page
 * arrives in a transition, so its first render (a list, a form) yields to input; the spinner stays
 * until it is ready, and a page loaded ahead (the first screen after sign-in) renders at once.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs = CHUNK_TIMEOUT_MS): LazyPage<P> {
  const usePage = lazyModule(() => load().then((module) => module.default), { timeoutMs, transition: true });
  // biome-ignore lint/correctness/noComponentHookFactories: one component per page loader, made once (ShellRoutes' maps, lazyScreen at module level), never during a render.
  function LazyPage(props: P) {
    const page = usePage();
    return page ? createElement(page, props) : <Loading />;
  }
  return Object.assign(LazyPage, { preload: usePage.preload });
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
  function LazyScreen(props: P) {
    return (
      <LazyBoundary>
        <Screen {...props} />
      </LazyBoundary>
    );
  }
  return Object.assign(LazyScreen, { preload: Screen.preload });
}
