import type { FastifyRequest } from 'fastify';

/** A short, human description of the browser and system behind a user agent string. */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 512);
  const browser =
    match(ua, /Edg\/([\d]+)/, 'Edge') ??
    match(ua, /OPR\/([\d]+)/, 'Opera') ??
    match(ua, /(?:HeadlessChrome|Chrome|Chromium)\/([\d]+)/, 'Chrome') ??
    match(ua, /Firefox\/([\d]+)/, 'Firefox') ??
    match(ua, /Version\/([\d]+).*Safari/, 'Safari') ??
    match(ua, /^curl\/([\d.]+)/, 'curl') ??
    ua.split(/[\s/]/)[0] ??
    'Unknown browser';
  const system = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

function match(ua: string, pattern: RegExp, name: string): string | undefined {
  const found = pattern.exec(ua);
  return found ? `${name} ${found[1]}` : undefined;
}

export function requestMeta(request: FastifyRequest) {
  return {
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  };
}
