/** The sign-in page at /login/: a page of its own, outside the app shell. */
import { useState } from 'react';
import { Alert, Button, Form, Input, theme } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ApiError } from '../api/apiError';
import { getBootstrapData } from './bootstrap';
import { BrandMark } from './BrandMark';
import { afterSignInPath, signIn } from './signIn';

interface Credentials {
  username: string;
  password: string;
}

export default function LoginPage() {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { token } = theme.useToken();
  const version = getBootstrapData().common.version;

  const onFinish = async ({ username, password }: Credentials) => {
    setSubmitting(true);
    setError(null);
    try {
      await signIn(username, password);
      const next = new URLSearchParams(window.location.search).get('next');
      window.location.assign(afterSignInPath(next));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Sign-in failed. Please try again.');
      setSubmitting(false);
    }
  };

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        boxSizing: 'border-box',
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        background: token.colorBgLayout,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 24 }}>
        <BrandMark size={36} />
        <h1
          style={{
            margin: 0,
            fontSize: 30,
            fontWeight: 600,
            letterSpacing: 0.5,
            color: token.colorText,
          }}
        >
          Tessera
        </h1>
      </div>
      {/* A plain panel rather than antd's Card, which would bring its tabs (and menus) along. */}
      <section
        aria-label="Sign in"
        style={{
          width: '100%',
          maxWidth: 380,
          boxSizing: 'border-box',
          padding: 28,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <h2 style={{ margin: '0 0 4px', fontSize: 20, fontWeight: 600, color: token.colorText }}>
          Sign in
        </h2>
        <p style={{ margin: '0 0 20px', color: token.colorTextSecondary }}>
          Enter your username and password.
        </p>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            role="alert"
            data-testid="login-error"
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<Credentials>
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={submitting}
          autoComplete="on"
        >
          <Form.Item
            label="Username"
            name="username"
            rules={[{ required: true, message: 'Please enter your username' }]}
          >
            <Input
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus
              size="large"
              id="username"
            />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Please enter your password' }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              size="large"
              id="password"
            />
          </Form.Item>
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
              Sign in
            </Button>
          </Form.Item>
        </Form>
      </section>
      {version && (
        <span style={{ marginTop: 16, fontSize: 12, color: token.colorTextSecondary }}>
          Tessera {version}
        </span>
      )}
    </main>
  );
}
