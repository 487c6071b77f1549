import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import type { MailBlock, MailContent } from './content.ts';

/**
 * The one layout of every e-mail (docs/decisions/0023-html-mails.md): the brand, the heading and
 * the body, one button for the main link (with the link written out under it), the signature, and
 * a footer with why the recipient gets the mail and the publisher's legal line. React Email writes
 * the tables and inline styles that mail clients (Outlook included) render; every text is escaped
 * by React.
 */
export interface LayoutProps {
  content: MailContent;
  siteName: string;
  /** Absolute: the brand links to the site's home. */
  homeUrl: string;
  signature: string;
  buttonFallback: string;
  publisherLine: string;
}

// The site's theme (src/app/app.css): dark header #18191B, primary dark #b02a55 (white text on it passes AA).
const INK = '#18191B';
const MUTED = '#52525b';
const ACCENT = '#b02a55';
const FONT = 'Arial, Helvetica, sans-serif';

const styles = {
  body: { margin: 0, padding: '24px 12px', backgroundColor: '#f4f4f5', fontFamily: FONT, color: INK },
  container: { maxWidth: '560px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '12px', overflow: 'hidden' },
  header: { backgroundColor: INK, padding: '18px 28px' },
  brand: { color: '#ffffff', fontSize: '22px', fontWeight: 700, letterSpacing: '0.5px', textDecoration: 'none' },
  main: { padding: '8px 28px 24px' },
  heading: { fontSize: '22px', lineHeight: '30px', fontWeight: 700, margin: '20px 0 12px' },
  // A word longer than the phone's width (an address, a reference) breaks rather than widening the mail.
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', overflowWrap: 'anywhere' },
  factLabel: { fontSize: '15px', lineHeight: '22px', color: MUTED, padding: '6px 12px 6px 0', verticalAlign: 'top' },
  factValue: { fontSize: '15px', lineHeight: '22px', padding: '6px 0', textAlign: 'right', verticalAlign: 'top', overflowWrap: 'anywhere' },
  facts: {
    width: '100%',
    borderTop: '1px solid #e4e4e7',
    borderBottom: '1px solid #e4e4e7',
    margin: '0 0 16px',
    borderCollapse: 'collapse',
  },
  quote: { borderLeft: `4px solid ${ACCENT}`, backgroundColor: '#fdf2f6', padding: '12px 16px', margin: '0 0 16px' },
  quoteText: { fontSize: '16px', lineHeight: '24px', margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  button: {
    backgroundColor: ACCENT,
    color: '#ffffff',
    borderRadius: '8px',
    fontSize: '16px',
    fontWeight: 700,
    padding: '14px 24px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  choice: {
    display: 'inline-block',
    border: `1px solid ${ACCENT}`,
    borderRadius: '8px',
    color: ACCENT,
    fontSize: '15px',
    padding: '8px 12px',
    margin: '0 8px 8px 0',
    textDecoration: 'none',
  },
  note: { fontSize: '14px', lineHeight: '20px', color: MUTED, margin: '12px 0 0' },
  fallback: { fontSize: '13px', lineHeight: '19px', color: MUTED, margin: '12px 0 0' },
  // A long signed link breaks anywhere rather than widening the mail on a phone.
  fallbackLink: { color: ACCENT, wordBreak: 'break-all' },
  hr: { borderColor: '#e4e4e7', margin: '24px 0 16px' },
  footer: { fontSize: '12px', lineHeight: '18px', color: MUTED, margin: '0 0 8px', overflowWrap: 'anywhere' },
} satisfies Record<string, CSSProperties>;

function Block({ block }: { block: MailBlock }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={styles.text}>{block.text}</Text>;
    case 'quote':
      return (
        <Section style={styles.quote}>
          <Text style={styles.quoteText}>{block.text}</Text>
        </Section>
      );
    case 'choices':
      return (
        <Section style={{ margin: '0 0 8px' }}>
          <Text style={styles.text}>{block.intro}</Text>
          <Text style={styles.text}>
            {block.links.map((link) => (
              <Link key={link.url} href={link.url} style={styles.choice}>
                {link.label}
              </Link>
            ))}
          </Text>
        </Section>
      );
    case 'facts':
      return (
        <table role="presentation" cellPadding={0} cellSpacing={0} style={styles.facts}>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <td style={styles.factLabel}>{row.label}</td>
                <td style={{ ...styles.factValue, fontWeight: row.strong === true ? 700 : 400 }}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

export function MailLayout({ content, siteName, homeUrl, signature, buttonFallback, publisherLine }: LayoutProps): ReactNode {
  const { action } = content;
  return (
    <Html lang="fr" dir="ltr">
      <Head>
        <title>{content.subject}</title>
        {/* A phone lays the mail out at its own width (390 px and less), never a zoomed-out desktop page:
            tests/unit/mail-phone.test.ts and tests/e2e/mail-phone.spec.ts. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={homeUrl} style={styles.brand}>
              {siteName}
            </Link>
          </Section>
          <Section style={styles.main}>
            <h1 style={styles.heading}>{content.heading}</h1>
            <Text style={styles.text}>{content.greeting}</Text>
            {content.blocks.map((block, index) => (block.kind === 'choices' ? null : <Block key={index} block={block} />))}
            <Section style={{ margin: '8px 0 20px' }}>
              <Button href={action.url} style={styles.button}>
                {action.label}
              </Button>
              {action.note === undefined ? null : <Text style={styles.note}>{action.note}</Text>}
              <Text style={styles.fallback}>
                {buttonFallback}{' '}
                <Link href={action.url} style={styles.fallbackLink}>
                  {action.url}
                </Link>
              </Text>
            </Section>
            {/* Choices after the main link, as in the text part: the button stays the mail's first link. */}
            {content.blocks.map((block, index) => (block.kind === 'choices' ? <Block key={index} block={block} /> : null))}
            {(content.closing ?? []).map((text, index) => (
              <Text key={index} style={styles.text}>
                {text}
              </Text>
            ))}
            <Text style={styles.text}>{signature}</Text>
            <Hr style={styles.hr} />
            <Text style={styles.footer}>{content.reason}</Text>
            <Text style={styles.footer}>{publisherLine}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
