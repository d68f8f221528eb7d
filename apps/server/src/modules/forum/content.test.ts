import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  igbtsSeeder,
  optocouplersSeeder,
  smdCodesSeeder,
  transistorsSeeder,
} from '../../db/seed/components-seeder';
import { forumApi, forumMember, type Who } from '../../../test/forum-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof forumApi>;
let member: Who;

beforeAll(async () => {
  t = await createTestApp();
  for (const seeder of [transistorsSeeder, igbtsSeeder, optocouplersSeeder, smdCodesSeeder])
    await seeder.run(t.app.ctx);
  api = forumApi(t);
  member = await forumMember(t, 'linker_member');
});
afterAll(() => t.close());

const render = async (content: string) =>
  (await api(member, 'POST', '/forum/preview', { content })).json<{ content_html: string }>().content_html;

describe('post rendering', () => {
  it('links catalogue part numbers to their lookup pages', async () => {
    const html = await render(
      'Swap irfz44n for the 2SC5200/2SA1943 pair, check PC817 and IKW40N120H3; SMD MMBT3904 marked 1AM, diode BAV199. ABC123 is unknown.',
    );
    expect(html).toContain(
      '<a href="/tools/transistor-xref?mpn=IRFZ44N&amp;q=IRFZ44N" class="part-link">irfz44n</a>',
    );
    expect(html).toContain(
      '<a href="/tools/transistor-xref?mpn=2SC5200&amp;q=2SC5200" class="part-link">2SC5200</a>',
    );
    expect(html).toContain(
      '<a href="/tools/transistor-xref?mpn=2SA1943&amp;q=2SA1943" class="part-link">2SA1943</a>',
    );
    expect(html).toContain('<a href="/tools/opto-search?q=PC817" class="part-link">PC817</a>');
    expect(html).toContain('<a href="/tools/igbt-xref?q=IKW40N120H3" class="part-link">IKW40N120H3</a>');
    expect(html).toContain('<a href="/tools/transistor-xref?mpn=MMBT3904&amp;q=MMBT3904" class="part-link">');
    expect(html).toContain('<a href="/tools/smd-search?q=BAV199" class="part-link">BAV199</a>');
    expect(html).toContain('<a href="/tools/smd-search?q=1AM" class="part-link">1AM</a>');
    expect(html).toContain('ABC123 is unknown');
  });

  it('leaves part numbers alone inside code and inside links', async () => {
    const html = await render(
      '`IRFZ44N` and [IRFZ44N sheet](https://www.infineon.com/irfz44n.pdf)\n\n```\nPC817\n```',
    );
    expect(html).not.toContain('part-link');
  });

  it('links @mentions of existing members to their profiles', async () => {
    const html = await render(
      'Thanks @linker_member and @nobody_by_that_name, mail me at x@linker_member.test',
    );
    expect(html).toContain('<a href="/profile/linker_member" class="mention">@linker_member</a>');
    expect(html).toContain('@nobody_by_that_name');
    expect(html.match(/class="mention"/g)).toHaveLength(1);
  });

  it('renders GFM tables and fenced code with its language', async () => {
    const html = await render('| Pin | Name |\n|:--|--:|\n| 1 | G |\n\n```c\nint x = 1 < 2;\n```');
    expect(html).toContain('<th style="text-align:left">Pin</th>');
    expect(html).toContain('<code class="language-c">int x = 1 &lt; 2;\n</code>');
  });
});
