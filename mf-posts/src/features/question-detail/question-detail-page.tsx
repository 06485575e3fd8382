import { Col, Row, Space, Tag, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { answerIdOf, canonicalPath, PostStatus } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { contentKindOf } from '@site/shared/lib';
import { CustomHtml, DelayedSkeleton, ErrorPage, MarkdownView, ReportButton, TimeAgo, UserLink } from '@site/shared/ui';
import { PostPicture } from '../../components/picture/post-picture';
import { PointsBadges } from '../../components/points-badges';
import { PostCounts } from '../../components/post-counts';
import { AnswerSection } from '../answers';
import { CommentList } from '../comments';
import { usePostLive } from '../live';
import { PostActions } from '../post-actions';
import { Reactions, VoteButtons } from '../votes';
import { InviteAnswer } from './invite-answer';
import { DriveSharePanel } from './drive-share-panel';
import { LockedNotice } from './locked-notice';
import { RewardStatus } from './reward-status';
import { MarkButtons } from './mark-buttons';
import { useGetQuestionInfoQuery } from './question-detail-api';
import { isQuestionId } from './question-id';
import { RelatedQuestions } from './related-questions';
import { StateBanners } from './state-banners';
import { HistoryLinks } from './history-links';
import { usePainted } from './use-painted';
import './texts';

/**
 * `/questions/:qid`, `/questions/:qid/:slug`, `/questions/:qid/:slug/:aid`: the post (state banners, body, tags,
 * author and editor, counts, votes, reactions, actions, bookmark/follow/share, comments), then the answers; related
 * posts and invitations beside it (below it on narrow screens). The address becomes the canonical one of the site's
 * permalink setting, keeping the answer id.
 */
export function QuestionDetailPage() {
  const { t } = useTranslation('posts');
  const { token } = theme.useToken();
  const { qid = '', '*': rest = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const valid = isQuestionId(qid);
  const { data, isLoading, fulfilledTimeStamp } = useGetQuestionInfoQuery(qid, { skip: !valid });
  // Others' answers, comments, votes and acceptance appear while the page is open.
  usePostLive(data?.id ?? '', fulfilledTimeStamp);
  const { data: site } = useGetSiteInfoQuery();
  const permalink = site?.site_seo.permalink;
  const answerId = data ? answerIdOf(rest, data.url_title) : undefined;
  const canonical = data ? canonicalPath(permalink, data.id, data.url_title, answerId) : '';
  // What the visitor came for paints first: banners, title, author line, body and tags. The rest (votes, actions,
  // comments, answers, the sidebar) renders right after that frame, so the post does not wait for the whole page's
  // components (and their calls start a frame later, when the post is already on the screen).
  const showRest = usePainted(data?.id);

  useEffect(() => {
    if (!data || !site || location.pathname === canonical) return;
    navigate({ pathname: canonical, search: location.search, hash: location.hash }, { replace: true });
  }, [data, site, canonical, location.pathname, location.search, location.hash, navigate]);

  if (!valid) return <ErrorPage code="404" />;
  if (isLoading) return <DelayedSkeleton />;
  if (!data) return null;
  const origin = site?.general.site_url?.replace(/\/+$/, '') || window.location.origin;
  const postOpen = data.status === PostStatus.normal;
  // The author line's verb follows the kind: a question is asked, an article published.
  const kind = contentKindOf(data.content_type)?.key ?? 'question';

  return (
    <Row gutter={[24, 16]} data-testid="question-detail-layout">
      <Col xs={24} lg={17}>
        <article data-testid="question-detail">
          <StateBanners post={data} />
          <Typography.Title level={1} data-testid="question-title" style={{ wordBreak: 'break-word' }}>
            {data.title}
          </Typography.Title>
          <Space wrap size="middle" style={{ color: token.colorTextDescription, marginBottom: 16 }} data-testid="question-meta">
            <span>
              <TimeAgo seconds={data.create_time} label={(time) => t(`detail.created.${kind}`, { time })} testId="question-time" />{' '}
              {t('detail.by')} <UserLink user={data.user_info} showAvatar />
            </span>
            {data.edit_time > 0 && data.update_user_info && (
              <span data-testid="question-editor">
                <TimeAgo seconds={data.edit_time} label={(time) => t('detail.edited', { time })} /> {t('detail.by')}{' '}
                <UserLink user={data.update_user_info} />
              </span>
            )}
            <PostCounts post={data} />
            <PointsBadges post={data} />
          </Space>
          <RewardStatus post={data} />
          {data.picture && <PostPicture picture={data.picture} size="full" title={data.title} />}
          {data.content_locked ? <LockedNotice post={data} /> : <MarkdownView html={data.html} testId="question-html" />}
          {!data.content_locked && <DriveSharePanel post={data} />}
          <Space wrap style={{ marginTop: 16 }} data-testid="question-tags">
            {data.tags.map((tag) => (
              <Link key={tag.slug_name} to={`/tags/${encodeURIComponent(tag.slug_name)}`}>
                <Tag>{tag.display_name}</Tag>
              </Link>
            ))}
          </Space>
          {showRest && (
            <>
              <Space style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }} size="large" wrap>
                <Space size="large" wrap>
                  <VoteButtons objectId={data.id} kind="question" voteCount={data.vote_count} voteStatus={data.vote_status} authorId={data.user_info.id} />
                  <Reactions objectId={data.id} />
                  <MarkButtons post={data} shareUrl={`${origin}${canonicalPath(permalink, data.id, data.url_title)}`} />
                </Space>
                <Space size="middle">
                  <ReportButton objectType="question" objectId={data.id} authorId={data.user_info.id} />
                  <HistoryLinks post={data} />
                  <PostActions question={data} />
                </Space>
              </Space>
              {/* A locked post's discussion is part of what is sold: the server sends none of it. */}
              {!data.content_locked && <CommentList objectId={data.id} questionId={data.id} />}
              {!data.content_locked && data.status !== PostStatus.deleted && <AnswerSection question={data} highlightAnswerId={answerId} />}
            </>
          )}
        </article>
      </Col>
      <Col xs={24} lg={7}>
        {/* The admin's custom sidebar (below the post on phones, where the column stacks). */}
        <CustomHtml part="sidebar" />
        {showRest && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <InviteAnswer questionId={data.id} open={postOpen} />
            <RelatedQuestions questionId={data.id} permalink={permalink} />
          </Space>
        )}
      </Col>
    </Row>
  );
}
