// What every page request gets: its device (spec 001 §4, §5, §9), read once, in the page
// data, the debug header, the cache key and Vary (setDevice writes the cookie); and the
// security headers of every page, error page and page data.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/project.ts';

const testApp = useTestApp();

const deviceOf = async (url: string, headers: Record<string, string> = {}) => {
  const response = await testApp().inject({ url: `/_neutron/data${url}`, headers });
  return { header: response.headers['x-neutron-device'], device: (response.json() as { page: { device: string } }).page.device, response };
};

describe('the device of a page', () => {
  it('comes from the query, then the cookie, then the header, then mobile', async () => {
    expect((await deviceOf('/about/?setDevice=tablet', { cookie: 'cdn_device=desktop' })).header).toBe('tablet (query)');
    expect((await deviceOf('/about/', { cookie: 'cdn_device=desktop', 'cdn-device': 'tablet' })).header).toBe('desktop (cookie)');
    expect((await deviceOf('/about/', { 'cdn-device': 'tablet' })).device).toBe('tablet');
    expect((await deviceOf('/about/')).header).toBe('mobile (default)');
    expect((await deviceOf('/about/?setDevice=fridge', { cookie: 'cdn_device=tv', 'cdn-device': 'DESKTOP' })).header).toBe('desktop (header)');
  });

  it('setDevice writes the cdn_device cookie', async () => {
    const response = await testApp().inject('/about/?setDevice=desktop');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toBe('cdn_device=desktop; Max-Age=604800; Path=/; Secure; SameSite=Lax');
  });

  it('splits the page cache and varies on the CDN header', async () => {
    const desktop = await testApp().inject({ url: '/tech/', headers: { 'cdn-device': 'desktop' } });
    const mobile = await testApp().inject({ url: '/tech/', headers: { 'cdn-device': 'mobile' } });
    expect(desktop.headers.vary).toContain('cdn-device');
    expect([desktop.headers['x-neutron-cache'], mobile.headers['x-neutron-cache']]).toEqual(['miss', 'miss']);
    const again = await testApp().inject({ url: '/tech/', headers: { 'cdn-device': 'desktop' } });
    expect(again.headers['x-neutron-cache']).toBe('hit');
    expect(again.headers['x-neutron-device']).toBe('desktop (header)');
  });
});

describe('security headers', () => {
  it.each(['/about/', '/_neutron/data/about/', '/no/such/page/'])('%s refuses sniffing and framing and keeps referrers short', async (url) => {
    for (let view = 0; view < 2; view += 1) {
      const response = await testApp().inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      if (response.headers['content-type']?.toString().startsWith('text/html')) expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });
});
