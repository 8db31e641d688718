/**
 * Create a new chart (/chart/add/): choose a dataset (searched on the server) and a chart
 * type (the registry's gallery), then "Create new chart" opens explore on them.
 */
import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Input, Select, Tooltip, Typography, theme } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { newChartUrl } from '../../api/chartsQuery';
import { useListDatasetsQuery } from '../../api/datasetApi';
import { PageHeader } from '../../components/PageHeader';
import { useDebounced } from '../../components/useDebounced';
import { VizThumbnail, galleryTypes } from './vizTypes';

/** The registry is fixed for the life of the page. */
const GALLERY_TYPES = galleryTypes();

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Typography.Title level={4} style={{ margin: '0 0 12px' }}>
        {n}. {title}
      </Typography.Title>
      {children}
    </section>
  );
}

export default function AddChartPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [datasetId, setDatasetId] = useState<number | undefined>();
  const [vizType, setVizType] = useState<string | undefined>();
  const [datasetSearch, setDatasetSearch] = useState('');
  const [typeSearch, setTypeSearch] = useState('');
  const datasets = useListDatasetsQuery({
    page: 0,
    pageSize: 50,
    order: { column: 'table_name', direction: 'asc' },
    filters: { search: useDebounced(datasetSearch, 300) },
  });
  const shown = GALLERY_TYPES.filter((t) =>
    `${t.name} ${t.vizType}`.toLowerCase().includes(typeSearch.trim().toLowerCase()),
  );
  const ready = datasetId !== undefined && vizType !== undefined;
  const create = () => {
    if (ready) navigate(newChartUrl(vizType, datasetId));
  };

  return (
    <div style={{ maxWidth: 1100 }}>
      <PageHeader title="Create a new chart" />
      <Step n={1} title="Choose a dataset">
        <Select<number>
          aria-label="Dataset"
          placeholder="Choose a dataset"
          style={{ width: 400, maxWidth: '100%' }}
          value={datasetId}
          loading={datasets.isFetching}
          showSearch={{ onSearch: setDatasetSearch, filterOption: false }}
          onChange={setDatasetId}
          options={(datasets.data?.result ?? []).map((d) => ({
            value: d.id,
            label: d.schema ? `${d.schema}.${d.table_name}` : d.table_name,
          }))}
          notFoundContent={datasets.isFetching ? 'Loading...' : 'No datasets'}
        />
        <div style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">
            Don’t see the dataset you need?{' '}
            <Link to="/dataset/add/" style={{ textDecoration: 'underline' }}>
              Add a dataset
            </Link>
          </Typography.Text>
        </div>
      </Step>
      <Step n={2} title="Choose chart type">
        <Input.Search
          placeholder="Search all charts"
          aria-label="Search all charts"
          allowClear
          value={typeSearch}
          onChange={(e) => setTypeSearch(e.target.value)}
          style={{ width: 280, marginBottom: 12 }}
        />
        <div
          role="listbox"
          aria-label="Chart types"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            gap: 12,
          }}
        >
          {shown.map((t) => {
            const active = t.vizType === vizType;
            return (
              <Tooltip key={t.vizType} title={t.description} mouseEnterDelay={0.6}>
                <Card
                  role="option"
                  aria-selected={active}
                  aria-label={t.name}
                  tabIndex={0}
                  hoverable
                  size="small"
                  onClick={() => setVizType(t.vizType)}
                  onDoubleClick={() =>
                    datasetId !== undefined && navigate(newChartUrl(t.vizType, datasetId))
                  }
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') setVizType(t.vizType);
                  }}
                  style={{
                    borderColor: active ? token.colorPrimary : undefined,
                    boxShadow: active ? `0 0 0 1px ${token.colorPrimary}` : undefined,
                    cursor: 'pointer',
                  }}
                  styles={{ body: { padding: 10 } }}
                >
                  <div
                    style={{
                      aspectRatio: '3 / 2',
                      background: token.colorFillQuaternary,
                      color: active ? token.colorPrimary : token.colorTextSecondary,
                      borderRadius: token.borderRadius,
                      padding: '14% 18%',
                    }}
                  >
                    <VizThumbnail vizType={t.vizType} style={{ width: '100%', height: '100%' }} />
                  </div>
                  <Typography.Text
                    strong={active}
                    style={{ display: 'block', textAlign: 'center', marginTop: 8, fontSize: 13 }}
                  >
                    {t.name}
                  </Typography.Text>
                </Card>
              </Tooltip>
            );
          })}
        </div>
        {shown.length === 0 && (
          <Typography.Text type="secondary">No chart types match your search</Typography.Text>
        )}
      </Step>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={() => navigate('/chart/list/')}>Cancel</Button>
        <Tooltip
          title={ready ? undefined : 'Please select both a Dataset and a Chart type to proceed'}
        >
          <Button type="primary" disabled={!ready} onClick={create}>
            Create new chart
          </Button>
        </Tooltip>
      </Flex>
    </div>
  );
}
