import { addBundle } from '@site/shared/i18n';

// The post list's own texts (namespace `posts`); the shared list texts live in the common catalogue.
addBundle('posts', 'en_US', {
  'list.hot_title': 'Hot this week',
  'list.hot_empty': 'Nothing hot this week yet.',
  'list.tagged': 'Tagged',
  'list.clear_tag': 'Show all tags',
  'list.period': 'Period',
  'list.period_0': 'All time',
  'list.period_7': 'Past week',
  'list.period_30': 'Past month',
  'list.period_365': 'Past year',
});
addBundle('posts', 'zh_CN', {
  'list.hot_title': '本周热门',
  'list.hot_empty': '本周还没有热门内容。',
  'list.tagged': '标签',
  'list.clear_tag': '显示全部标签',
  'list.period': '时间范围',
  'list.period_0': '全部时间',
  'list.period_7': '最近一周',
  'list.period_30': '最近一个月',
  'list.period_365': '最近一年',
});
