/**
 * The generic error box (spec): title "Unexpected error" unless another is given, the
 * message, the stack trace on demand, and a "(Request Access)" link when one is given.
 */
import { useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import type { ApiErrorInfo } from '../api/apiError';

export interface ErrorMessageProps {
  title?: string;
  message: string;
  stacktrace?: string;
  /** Where to ask for access, shown as "(Request Access)". */
  link?: string;
  /** info and warning render in their own colours; error by default. */
  level?: 'error' | 'warning' | 'info';
}

export function ErrorMessage({
  title = 'Unexpected error',
  message,
  stacktrace,
  link,
  level = 'error',
}: ErrorMessageProps) {
  const [showTrace, setShowTrace] = useState(false);
  return (
    <Alert
      type={level}
      showIcon
      role="alert"
      title={title}
      description={
        <div>
          <Typography.Paragraph
            style={{ marginBottom: stacktrace ? 8 : 0, whiteSpace: 'pre-wrap' }}
          >
            {message}
            {link && (
              <>
                {' '}
                <a href={link} target="_blank" rel="noreferrer">
                  (Request Access)
                </a>
              </>
            )}
          </Typography.Paragraph>
          {stacktrace && (
            <>
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                aria-expanded={showTrace}
                onClick={() => setShowTrace((v) => !v)}
              >
                {showTrace ? 'See less' : 'See more'}
              </Button>
              {showTrace && (
                <pre
                  data-testid="error-stacktrace"
                  style={{
                    maxHeight: 320,
                    overflow: 'auto',
                    fontSize: 12,
                    margin: '8px 0 0',
                    padding: 8,
                    borderRadius: 6,
                    background: 'rgba(127,127,127,0.12)',
                  }}
                >
                  {stacktrace}
                </pre>
              )}
            </>
          )}
        </div>
      }
    />
  );
}

/** An ApiErrorInfo in the error box. */
export function ApiErrorMessage({ error, title }: { error: ApiErrorInfo; title?: string }) {
  return (
    <ErrorMessage
      title={title}
      message={error.message}
      stacktrace={error.stacktrace}
      level={error.level === 'info' || error.level === 'warning' ? error.level : 'error'}
    />
  );
}
