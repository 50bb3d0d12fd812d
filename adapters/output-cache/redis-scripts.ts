// The output cache's Lua scripts (redis-page-store.ts). Redis runs each atomically: no purge can fall between
// checking a page's tags and reading or writing it. Tags never contain spaces (the server encodes them).

/**
 * KEYS[1] the page, ARGV[1] the prefix. Answers {meta, body, tags} for a page none of whose tags was purged after it
 * was rendered, else {generation now} (a stale page is deleted on the way).
 */
export const lookupScript = `
local page = redis.call('HMGET', KEYS[1], 'meta', 'body', 'tags', 'gen')
if page[1] then
  local gen = tonumber(page[4]) or -1
  local stale = false
  for tag in string.gmatch(page[3] or '', '%S+') do
    local mark = redis.call('GET', ARGV[1] .. 'purged:' .. tag)
    if mark and tonumber(mark) > gen then stale = true break end
  end
  if not stale then return {page[1], page[2], page[3] or ''} end
  redis.call('DEL', KEYS[1])
end
return {redis.call('GET', ARGV[1] .. 'generation') or '0'}
`;

/**
 * KEYS[1] the page; ARGV: prefix, page name, generation at render, ttl s, meta, body, tags (space-separated).
 * Stores the page and indexes it under each tag, unless a tag was purged after the render began (answers 0).
 */
export const setScript = `
local gen = tonumber(ARGV[3])
for tag in string.gmatch(ARGV[7], '%S+') do
  local mark = redis.call('GET', ARGV[1] .. 'purged:' .. tag)
  if mark and tonumber(mark) > gen then return 0 end
end
local ttl = tonumber(ARGV[4])
redis.call('HSET', KEYS[1], 'meta', ARGV[5], 'body', ARGV[6], 'tags', ARGV[7], 'gen', ARGV[3])
redis.call('EXPIRE', KEYS[1], ttl)
for tag in string.gmatch(ARGV[7], '%S+') do
  local set = ARGV[1] .. 'tag:' .. tag
  redis.call('SADD', set, ARGV[2])
  if redis.call('TTL', set) < ttl then redis.call('EXPIRE', set, ttl) end
end
return 1
`;

/**
 * ARGV: prefix, ttl s of the marks, then the tags. Raises the generation, marks each tag with it, deletes the pages
 * indexed under the tags; answers how many pages were deleted.
 */
export const purgeScript = `
local gen = redis.call('INCR', ARGV[1] .. 'generation')
local purged = 0
for i = 3, #ARGV do
  local tag = ARGV[i]
  redis.call('SET', ARGV[1] .. 'purged:' .. tag, gen, 'EX', tonumber(ARGV[2]))
  local set = ARGV[1] .. 'tag:' .. tag
  for _, name in ipairs(redis.call('SMEMBERS', set)) do
    purged = purged + redis.call('DEL', ARGV[1] .. 'page:' .. name)
  end
  redis.call('DEL', set)
end
return purged
`;
