/** The welcome page: a greeting, the areas this user may open, and what their roles allow. */
import { Card, Col, Empty, Flex, Row, Tag, Typography, theme } from 'antd';
import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { displayName, getBootstrapUser } from '../../app/bootstrap';
import { FALLBACK_ICON, NAV_ICONS } from '../../app/navIcons';
import { visibleEntries } from '../../app/navigation';
import { capabilitiesOf } from './capabilities';

function greeting(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function HomePage() {
  const { token } = theme.useToken();
  const user = getBootstrapUser();
  const roles = Object.keys(user.roles);
  const areas = visibleEntries(user.roles).filter((e) => e.key !== 'home');
  const capabilities = capabilitiesOf(user.roles);

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={2} style={{ margin: '0 0 4px' }}>
          {greeting(new Date().getHours())}, {user.firstName || displayName(user)}
        </Typography.Title>
        <Typography.Text type="secondary">
          Signed in as <Typography.Text strong>{user.username}</Typography.Text>
          {roles.length > 0 && <> with {roles.length === 1 ? 'the role' : 'the roles'} </>}
        </Typography.Text>
        {roles.map((r) => (
          <Tag
            key={r}
            color={r.toLowerCase() === 'admin' ? 'gold' : 'blue'}
            style={{ marginLeft: 4 }}
          >
            {r}
          </Tag>
        ))}
      </div>

      <section aria-labelledby="home-areas">
        <Typography.Title level={4} id="home-areas" style={{ margin: '0 0 12px' }}>
          Where to go
        </Typography.Title>
        {areas.length === 0 ? (
          <Card>
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="There is nothing for your roles to open here yet. Ask an administrator if you need more access."
            />
          </Card>
        ) : (
          <Row gutter={[16, 16]}>
            {areas.map((area) => (
              <Col key={area.key} xs={24} sm={12} lg={8}>
                <Card hoverable style={{ height: '100%', position: 'relative' }}>
                  <Flex gap={16} align="flex-start">
                    <div
                      style={{
                        fontSize: 22,
                        color: token.colorPrimary,
                        background: token.colorPrimaryBg,
                        borderRadius: 10,
                        width: 44,
                        height: 44,
                        flex: 'none',
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                      }}
                    >
                      {NAV_ICONS[area.key] ?? FALLBACK_ICON}
                    </div>
                    <div style={{ flex: 1 }}>
                      {/* The link is the area's name, its target the whole card: the span
                            stretches over the card, so a click anywhere on it opens the area. */}
                      <Link to={area.path}>
                        <Typography.Text strong style={{ fontSize: 16 }}>
                          {area.label}
                        </Typography.Text>
                        <span style={{ position: 'absolute', inset: 0 }} />
                      </Link>
                      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                        {area.description}
                      </Typography.Paragraph>
                    </div>
                    <RightOutlined style={{ color: token.colorTextTertiary, marginTop: 6 }} />
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </section>

      <section aria-labelledby="home-access">
        <Typography.Title level={4} id="home-access" style={{ margin: '0 0 12px' }}>
          What your roles allow
        </Typography.Title>
        <Card>
          {capabilities.isAdmin && (
            <Typography.Paragraph>
              You are an administrator: you hold every permission, including managing users and
              roles.
            </Typography.Paragraph>
          )}
          {capabilities.texts.length === 0 ? (
            <Typography.Text type="secondary">
              Your roles grant no permissions yet. Ask an administrator for access.
            </Typography.Text>
          ) : (
            <Row gutter={[24, 8]}>
              {capabilities.texts.map((text) => (
                <Col key={text} xs={24} sm={12} lg={8}>
                  <CheckCircleFilled style={{ color: token.colorSuccess, marginRight: 8 }} />
                  {text}
                </Col>
              ))}
            </Row>
          )}
        </Card>
      </section>
    </Flex>
  );
}
