/**
 * Colours that keep text readable in both themes (WCAG 2 AA: 4.5:1 against what it sits on),
 * laid over antd's light and dark algorithms. antd's own choices fall short for secondary
 * text, placeholders, links, the selected item of a menu, tabs or a dropdown menu in the dark
 * theme, the text of coloured tags, error messages and danger buttons in the dark theme, and
 * the text of a hovered primary button; everything else stays antd's.
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

/** Blue text on dark backgrounds (antd's dark blue 8): the selected item of a menu or tabs. */
const DARK_BLUE_TEXT = '#65a9f3';

/**
 * Links in the dark theme. The algorithm derives the link colour from this seed (#7baad6:
 * readable on a selected, and a selected and hovered, table row too) and writes a hovered or
 * pressed link darker than that, below 4.5:1; these stay lighter instead.
 */
const DARK_LINK = { colorLink: '#8dc5f8', colorLinkHover: '#a6d4fa', colorLinkActive: '#8dc5f8' };

/**
 * The dark theme's red. antd writes a form's error messages and a danger button's text,
 * border and fill in one token (colorError), and no red is both readable as text on the dark
 * surfaces and dark enough under white text. So the seed is antd's red 4 (the dark algorithm
 * derives #dc6966 from it: 4.9:1 on a dialog, 5.5:1 on the page), and a filled danger button
 * writes in dark text on it instead of white (Button's own token).
 */
const DARK_ERROR_SEED = '#ff7875';
const DARK_DANGER_BUTTON = {
  dangerColor: 'rgba(0, 0, 0, 0.88)',
  // antd darkens a pressed danger button below what its dark text, or red text, reads on.
  colorErrorActive: '#e0706d',
};

/** A hovered primary button: antd lightens it below 4.5:1 under its white text. */
const PRIMARY_HOVER = { light: '#2b71e0', dark: '#2f6fcc' };

export function readableColours(
  resolved: 'light' | 'dark',
  brandColor: string,
): Pick<ThemeConfig, 'token' | 'components'> {
  if (resolved === 'light') {
    return {
      token: {
        colorLink: brandColor,
        // antd lightens a hovered or pressed link below 4.5:1; antd's blues 7 and 8 instead.
        colorLinkHover: '#0958d9',
        colorLinkActive: '#003eb3',
        colorTextDescription: 'rgba(0, 0, 0, 0.6)',
        colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
        // antd's red 7: readable as text, and under the white text of a danger button.
        colorError: '#cf1322',
        colorErrorText: '#cf1322',
      },
      components: { Tag: LIGHT_TAG_TEXT, Button: { colorPrimaryHover: PRIMARY_HOVER.light } },
    };
  }
  return {
    token: {
      ...DARK_LINK,
      colorTextDescription: 'rgba(255, 255, 255, 0.6)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
      colorError: DARK_ERROR_SEED,
      colorErrorText: '#f37370',
    },
    components: {
      Tag: DARK_TAG_TEXT,
      Button: { colorPrimaryHover: PRIMARY_HOVER.dark, ...DARK_DANGER_BUTTON },
      // The checked item of a dropdown menu (the theme switch) is written in the primary colour.
      Dropdown: { colorPrimary: DARK_BLUE_TEXT },
      Menu: {
        itemSelectedColor: DARK_BLUE_TEXT,
        horizontalItemSelectedColor: DARK_BLUE_TEXT,
        subMenuItemSelectedColor: DARK_BLUE_TEXT,
      },
      Tabs: { itemSelectedColor: DARK_BLUE_TEXT },
    },
  };
}
