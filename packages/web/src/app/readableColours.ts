/**
 * Colours that keep text readable in both themes (WCAG 2 AA: 4.5:1 against what it sits on),
 * laid over antd's light and dark algorithms. antd's own choices fall short for secondary
 * text, placeholders, links, the selected item of a menu or tabs in the dark theme, and the
 * text of coloured tags; everything else stays antd's.
 */
import type { ThemeConfig } from 'antd';

/**
 * Tag text: where the shade of antd's palette a tag writes in reads below 4.5:1 on the tag, the
 * first darker (light theme) or lighter (dark theme) shade of the same palette that does.
 */
const LIGHT_TAG_TEXT = {
  gold7: '#874d00',
  green7: '#237804',
  cyan7: '#006d75',
  orange7: '#ad4e00',
  lime7: '#3f6600',
  yellow7: '#876800',
  volcano7: '#ad2102',
  colorSuccess: '#237804',
  colorInfo: '#0958d9',
  colorWarning: '#874d00',
};
const DARK_TAG_TEXT = {
  purple7: '#ab7ae0',
  geekblue7: '#7f9ef3',
  colorInfo: '#65a9f3',
  colorError: '#f37370',
};

/**
 * Blue text on dark backgrounds (antd's dark blue 8): the selected item of a menu or tabs, and
 * the seed the dark algorithm derives the link colours from.
 */
const DARK_BLUE_TEXT = '#65a9f3';

export function readableColours(
  resolved: 'light' | 'dark',
  brandColor: string,
): Pick<ThemeConfig, 'token' | 'components'> {
  if (resolved === 'light') {
    return {
      token: {
        colorLink: brandColor,
        colorTextDescription: 'rgba(0, 0, 0, 0.6)',
        colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
        // antd's red 7: readable as text, and under the white text of a danger button.
        colorError: '#cf1322',
        colorErrorText: '#cf1322',
      },
      components: { Tag: LIGHT_TAG_TEXT },
    };
  }
  return {
    token: {
      colorLink: DARK_BLUE_TEXT,
      colorTextDescription: 'rgba(255, 255, 255, 0.6)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
      colorErrorText: '#f37370',
    },
    components: {
      Tag: DARK_TAG_TEXT,
      Menu: {
        itemSelectedColor: DARK_BLUE_TEXT,
        horizontalItemSelectedColor: DARK_BLUE_TEXT,
        subMenuItemSelectedColor: DARK_BLUE_TEXT,
      },
      Tabs: { itemSelectedColor: DARK_BLUE_TEXT },
    },
  };
}
