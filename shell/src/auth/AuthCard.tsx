import { Callout, Card, H1, H2 } from '@blueprintjs/core';
import { instanceDisplayName, useInstanceSettings } from '@artel/sdk/host';
import type { FormEvent, ReactNode } from 'react';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import './auth.css';

interface AuthCardProps {
  title: string;
  error: string | null;
  onSubmit(): void;
  children: ReactNode;
  footer: ReactNode;
}

export function AuthCard({ title, error, onSubmit, children, footer }: AuthCardProps) {
  const instanceName = instanceDisplayName(useInstanceSettings());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <main className="artel-auth">
      <div className="artel-auth__language">
        <LanguageSwitch id="auth-language" />
      </div>
      <Card className="artel-auth__card" elevation={2}>
        <H1 className="artel-auth__instance">{instanceName}</H1>
        <H2 className="artel-auth__title">{title}</H2>
        {error && (
          <Callout intent="danger" role="alert" className="artel-auth__error">
            {error}
          </Callout>
        )}
        <form onSubmit={submit} noValidate>
          {children}
        </form>
        <div className="artel-auth__footer">{footer}</div>
      </Card>
    </main>
  );
}
