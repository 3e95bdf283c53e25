import { AtSign, KeyRound, Mail, MonitorSmartphone, Palette, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Card, PageHeader } from '../../components/ui/page.js';
import { ChangeEmailForm } from './components/change-email-form.js';
import { ChangePasswordForm } from './components/change-password-form.js';
import { useUser } from '#web/lib/session.js';
import { MailPreference } from './components/mail-preference.js';
import { SessionsList } from './components/sessions-list.js';
import { ThemePicker } from './components/theme-picker.js';

function Section({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <div className="mb-5 flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
          <Icon className="size-4" aria-hidden />
        </span>
        <div>
          <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}

/** A section another feature adds for some roles (composed in the routes). */
export interface SettingsSection {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  roles: readonly string[];
  content: ReactNode;
}

export function SettingsPage({ more }: { more?: SettingsSection[] }) {
  const me = useUser();
  const { hash } = useLocation();
  // A link to one section (Team Calendar's 'Subscribe') lands on it, once the layout has put a
  // new page at its top.
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => document.getElementById(hash.slice(1))?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your password and sign-in email, the devices signed in to your account, the mail you get, and the look of EMS Panel."
      />
      <div className="space-y-6">
        <Section
          id="settings-password"
          icon={KeyRound}
          title="Change password"
          description="Changing your password signs out your other sessions."
        >
          <ChangePasswordForm />
        </Section>
        <Section
          id="settings-email"
          icon={AtSign}
          title="Change email"
          description="The email you sign in with. Changing it signs out your other sessions."
        >
          <ChangeEmailForm />
        </Section>
        <Section
          id="settings-sessions"
          icon={MonitorSmartphone}
          title="Sessions"
          description="Devices signed in to your account. Revoke any you do not recognise."
        >
          <SessionsList />
        </Section>
        <Section
          id="settings-mail"
          icon={Mail}
          title="Email notifications"
          description="Leave requests and decisions, and announcements, by mail as well as in the bell."
        >
          <MailPreference />
        </Section>
        {(more ?? [])
          .filter((section) => section.roles.includes(me.role))
          .map((section) => (
            <Section
              key={section.id}
              id={section.id}
              icon={section.icon}
              title={section.title}
              description={section.description}
            >
              {section.content}
            </Section>
          ))}
        <Section
          id="settings-theme"
          icon={Palette}
          title="Appearance"
          description="Choose a light or dark theme for this browser."
        >
          <ThemePicker />
        </Section>
      </div>
    </>
  );
}
