export * from './widgetRegistry';
