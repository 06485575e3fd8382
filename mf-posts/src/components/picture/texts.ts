import { addBundle } from '@site/shared/i18n';

// AI picture posts: the picture on the post and the picture field of the ask and edit pages (namespace `posts`).
addBundle('posts', 'en_US', {
  'picture.prompt': 'Prompt:',
  'picture.prompt_model': 'Prompt ({{model}}):',
  'picture.field': 'Picture',
  'picture.upload': 'Upload your picture',
  'picture.replace': 'Replace the picture',
  'picture.upload_hint': 'PNG, JPEG, GIF or WebP, at most 4 MB.',
  'picture.uploading': 'Uploading… {{percent}}%',
  'picture.upload_failed': 'The picture could not be uploaded. Try again.',
  'picture.prompt_field': 'Prompt',
  'picture.prompt_field_help': 'What made the picture, shown under it.',
});
addBundle('posts', 'zh_CN', {
  'picture.prompt': '提示词：',
  'picture.prompt_model': '提示词（{{model}}）：',
  'picture.field': '图片',
  'picture.upload': '上传你的图片',
  'picture.replace': '更换图片',
  'picture.upload_hint': 'PNG、JPEG、GIF 或 WebP，最大 4 MB。',
  'picture.uploading': '上传中… {{percent}}%',
  'picture.upload_failed': '图片上传失败，请重试。',
  'picture.prompt_field': '提示词',
  'picture.prompt_field_help': '生成这张图片的提示词，显示在图片下方。',
});
