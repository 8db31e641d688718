/** Step 1 of connecting a database: the preferred engines as tiles, and a select for all. */
import { Button, Col, Flex, Row, Select, Typography, theme } from 'antd';
import { DatabaseOutlined } from '@ant-design/icons';
import type { AvailableDatabase } from '@tessera/core';

export function StepHeader({ step, of, title }: { step: number; of: number; title: string }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, letterSpacing: 0.5 }}>
        STEP {step} OF {of}
      </Typography.Text>
      <Typography.Title level={4} style={{ margin: '2px 0 0' }}>
        {title}
      </Typography.Title>
    </div>
  );
}

export function EngineStep({
  engines,
  loading,
  onPick,
}: {
  engines: AvailableDatabase[];
  loading: boolean;
  onPick(engine: AvailableDatabase): void;
}) {
  const { token } = theme.useToken();
  const preferred = engines.filter((e) => e.preferred);
  return (
    <div>
      <StepHeader step={1} of={2} title="Select a database to connect" />
      <Row gutter={[12, 12]} style={{ marginBottom: 20 }}>
        {preferred.map((engine) => (
          <Col key={engine.engine} xs={12} sm={8}>
            <Button
              block
              onClick={() => onPick(engine)}
              style={{ height: 92, padding: 12 }}
              aria-label={engine.name}
            >
              <Flex vertical align="center" gap={8}>
                <DatabaseOutlined style={{ fontSize: 26, color: token.colorPrimary }} />
                <Typography.Text strong>{engine.name}</Typography.Text>
              </Flex>
            </Button>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        Or choose from a list of other databases we support:
      </Typography.Paragraph>
      <Select<string>
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        style={{ width: '100%' }}
        placeholder="Choose a database..."
        aria-label="Choose a database"
        value={null}
        onChange={(value) => {
          const engine = engines.find((e) => e.engine === value);
          if (engine) onPick(engine);
        }}
        options={engines.map((e) => ({ value: e.engine, label: e.name }))}
      />
    </div>
  );
}
