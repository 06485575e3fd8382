import { Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { api, fromContract } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';
import { DelayedSkeleton, ErrorPage, MarkdownView } from '@site/shared/ui';

const pluginPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPluginStatus: build.query({ ...fromContract(endpoints.getPluginStatus), providesTags: ['Plugin'] }),
    getPluginPage: build.query({ ...fromContract(endpoints.getPluginPage), providesTags: ['Plugin'] }),
  }),
});
export const { useGetPluginStatusQuery, useGetPluginPageQuery } = pluginPagesApi;

const normalized = (path: string) => path.replace(/\/+$/, '') || '/';

/** A route plugin's page: its title and the HTML the server answers for it (sanitized there, like a post's). */
function PluginPage({ slug }: { slug: string }) {
  const { data, isError } = useGetPluginPageQuery({ plugin_slug_name: slug });
  if (isError) return <ErrorPage code="404" />;
  if (!data) return <DelayedSkeleton />;
  return (
    <article data-testid="plugin-page">
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {data.title}
      </Typography.Title>
      <MarkdownView html={data.html} testId="plugin-page-content" />
    </article>
  );
}

/**
 * Addresses no remote owns: a route plugin that is switched on may own one (its `route` in GET plugin/status), shown
 * in the side-navigation layout; anything else is the 404 page. Only these addresses ask for the plugin switches, so
 * the remotes' pages cost no extra request.
 */
export function PluginRouteOrNotFound() {
  const { pathname } = useLocation();
  const { data: statuses, isLoading } = useGetPluginStatusQuery();
  if (isLoading) return <DelayedSkeleton />;
  const plugin = statuses?.find((p) => p.enabled && p.route !== '' && normalized(p.route) === normalized(pathname));
  return plugin ? <PluginPage slug={plugin.slug_name} /> : <ErrorPage code="404" />;
}
