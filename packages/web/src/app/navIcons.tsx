/** An icon per navigation entry (kept apart from the registry, which stays plain data). */
import type { ReactNode } from 'react';
import {
  ConsoleSqlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  HistoryOutlined,
  HomeOutlined,
  LineChartOutlined,
  SafetyCertificateOutlined,
  SaveOutlined,
  TableOutlined,
  TeamOutlined,
} from '@ant-design/icons';

export const NAV_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  dashboards: <DashboardOutlined />,
  charts: <LineChartOutlined />,
  datasets: <TableOutlined />,
  sqllab: <ConsoleSqlOutlined />,
  savedQueries: <SaveOutlined />,
  queryHistory: <HistoryOutlined />,
  databases: <DatabaseOutlined />,
  users: <TeamOutlined />,
  roles: <SafetyCertificateOutlined />,
};

export const FALLBACK_ICON = <FileSearchOutlined />;
