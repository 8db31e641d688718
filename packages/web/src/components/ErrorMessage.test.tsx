import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiErrorMessage, ErrorMessage } from './ErrorMessage';

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('ErrorMessage', () => {
  it('is titled "Unexpected error" by default and shows the message', () => {
    const html = renderToStaticMarkup(<ErrorMessage message="Connection refused" />);
    expect(text(html)).toContain('Unexpected error');
    expect(text(html)).toContain('Connection refused');
    expect(html).not.toContain('See more');
  });

  it('keeps the stack trace behind "See more" until asked', () => {
    const html = renderToStaticMarkup(
      <ErrorMessage
        title="Query failed"
        message="boom"
        stacktrace="Error: boom\n    at run (engine.ts:1)"
      />,
    );
    expect(text(html)).toContain('Query failed');
    expect(text(html)).toContain('See more');
    expect(html).not.toContain('engine.ts:1');
  });

  it('offers "(Request Access)" when given a link', () => {
    const html = renderToStaticMarkup(<ErrorMessage message="No access" link="/request/" />);
    expect(html).toContain('href="/request/"');
    expect(text(html)).toContain('(Request Access)');
  });

  it("shows an API error's message and offers its stack trace", () => {
    const html = renderToStaticMarkup(
      <ApiErrorMessage
        error={{
          status: 500,
          message: 'Fatal error',
          stacktrace: 'Error: x\n at y',
          level: 'error',
        }}
      />,
    );
    expect(text(html)).toContain('Unexpected error');
    expect(text(html)).toContain('Fatal error');
    expect(text(html)).toContain('See more');
  });
});
