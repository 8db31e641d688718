import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable, type Preloadable } from './preloadable';

function Page() {
  return <p>the page</p>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function render(Lazy: Preloadable<any>): string {
  return renderToStaticMarkup(
    <Suspense fallback={<i>loading</i>}>
      <Lazy />
    </Suspense>,
  );
}

describe('preloadable', () => {
  it('shows the fallback while the code loads, and the page at once once preloaded', async () => {
    const Lazy = preloadable(() => Promise.resolve({ default: Page }));
    expect(render(Lazy)).toContain('loading');
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    expect(render(Lazy)).toBe('<p>the page</p>');
  });

  it('loads the code once however often it is asked', async () => {
    let loads = 0;
    const Lazy = preloadable(() => {
      loads += 1;
      return Promise.resolve({ default: Page });
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    const Lazy = preloadable(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Page }),
    );
    await expect(Lazy.preload()).rejects.toThrow('offline');
    fail = false;
    await Lazy.preload();
    expect(render(Lazy)).toBe('<p>the page</p>');
  });
});
