// Word lists for realistic-looking demo content (titles are built in SQL from these).
export const DEMO_TAGS = [
  'javascript', 'typescript', 'react', 'node.js', 'postgresql', 'docker', 'kubernetes', 'python', 'go', 'rust',
  'css', 'html', 'linux', 'git', 'redis', 'nginx', 'webpack', 'testing', 'security', 'performance',
  'ai', 'machine-learning', 'design', 'career', 'devops', 'database', 'api', 'mobile', 'cloud', 'open-source',
];
export const VERBS = ['configure', 'debug', 'speed up', 'deploy', 'test', 'migrate', 'secure', 'monitor', 'refactor', 'cache', 'paginate', 'scale'];
export const NOUNS = ['a REST API', 'a background job', 'the login flow', 'a database index', 'file uploads', 'a websocket server', 'a CI pipeline', 'search results', 'image thumbnails', 'a reverse proxy', 'error logging', 'a monorepo'];
export const TECH = ['Node.js', 'PostgreSQL', 'React', 'Docker', 'Go', 'Python', 'Kubernetes', 'Redis', 'TypeScript', 'Rust', 'nginx', 'Linux'];
export const FIRST_NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy', 'mallory', 'niaj', 'olivia', 'peggy', 'rupert', 'sybil', 'trent', 'victor', 'wendy', 'zoe'];
